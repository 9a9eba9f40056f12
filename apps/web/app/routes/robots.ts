import { publicOrigin } from '../lib/env.server.ts';

/** Allow all but the private and development areas, in both languages; point at the sitemap. */
export function loader() {
  const origin = publicOrigin();
  const private_ = ['/setting', '/auth', '/dev'].flatMap((p) => [p, `/en${p}`]);
  const body = [
    'User-agent: *',
    'Allow: /',
    ...private_.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
