import { endpoints, type CategoryDetail, type PostsPage, type QueryOf } from '@souqna/contracts';
import type { Route } from './+types/sitemap';
import { apiFor } from '../lib/api.server.ts';
import { publicOrigin } from '../lib/env.server.ts';
import { localePath } from '../lib/locale.ts';

const STATIC_PAGES = ['/', '/category', '/help', '/help/safety', '/policies/terms', '/policies/privacy'];
const NEWEST_POSTS = 1000;
const PAGE = 100;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One <url> per page and language, each listing both languages as alternates. */
function entry(origin: string, path: string, lastmod?: string): string {
  const alt = (l: 'ar' | 'en') => escapeXml(origin + localePath(path, l));
  const links = [
    `<xhtml:link rel="alternate" hreflang="ar" href="${alt('ar')}"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${alt('en')}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${alt('ar')}"/>`,
  ].join('');
  const mod = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
  return (['ar', 'en'] as const).map((l) => `<url><loc>${alt(l)}</loc>${mod}${links}</url>`).join('\n');
}

/**
 * The pages of the car makes and models that have ads for sale, in each category with car models:
 * they are pages of their own, named for the car (docs/decisions/0047-browse-by-category.md).
 */
async function carPages(api: ReturnType<typeof apiFor>, tree: CategoryDetail[]): Promise<string[]> {
  const cars = tree.flatMap((d) => [d, ...d.children]).filter((c) => c.hasCarModels);
  if (!cars.length) return [];
  const [makes, counts] = await Promise.all([
    api.call(endpoints.carMakes),
    api.call(endpoints.categoryCounts),
  ]);
  const query = (make: string, model?: string) =>
    `?carMake=${encodeURIComponent(make)}${model ? `&carModel=${encodeURIComponent(model)}` : ''}`;
  const forMake = (m: (typeof makes)[number]) =>
    counts.makes[m.slug]
      ? [query(m.slug), ...m.models.filter((o) => counts.models[o.slug]).map((o) => query(m.slug, o.slug))]
      : [];
  const queries = makes.flatMap(forMake);
  return cars.flatMap((c) => queries.map((q) => `/posts/category/${c.id}${q}`));
}

/** Static pages, every category, the car makes and models with ads and the newest 1000 posts, in Arabic and English. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin();
  const api = apiFor(request, context, 'ar');
  const details = await api.call(endpoints.categoryTree);
  const categoryIds = details.flatMap((d) => [d.id, ...d.children.map((c) => c.id)]);
  const cars = await carPages(api, details).catch(() => []);
  const posts: { _id: string; createdAt: string }[] = [];
  let cursor: string | null = null;
  // Keyset pages of the newest posts; a missing posts API leaves the static part usable.
  do {
    const query: QueryOf<typeof endpoints.listPosts> = {
      limit: PAGE,
      sort: 'newest',
      cursor: cursor ?? undefined,
    };
    const page: PostsPage | null = await api.call(endpoints.listPosts, { query }).catch(() => null);
    if (!page) break;
    posts.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && posts.length < NEWEST_POSTS);
  const urls = [
    ...STATIC_PAGES.map((p) => entry(origin, p)),
    ...categoryIds.map((id) => entry(origin, `/posts/category/${id}`)),
    ...cars.map((path) => entry(origin, path)),
    ...posts.slice(0, NEWEST_POSTS).map((p) => entry(origin, `/posts/${p._id}`, p.createdAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
  });
}
