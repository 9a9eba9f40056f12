import { describe, expect, it } from 'vitest';
import { seoMeta } from './seo.ts';

// React Router 8 gives meta() each match's `loaderData`; the root's carries the public origin.
const args = (pathname: string) => ({
  location: { pathname, search: '?page=2' },
  matches: [{ id: 'root', loaderData: { origin: 'https://souqna.example' } }],
});
const href = (meta: ReturnType<typeof seoMeta>, rel: string, lang?: string) =>
  (meta.find((m) => 'rel' in m && m.rel === rel && (!lang || m.hrefLang === lang)) as { href: string }).href;

describe('seoMeta', () => {
  it('writes canonical, hreflang and og:url as absolute addresses of the public origin', () => {
    const meta = seoMeta(args('/en/posts/7'), { title: 'T', description: 'D', image: '/img/a.webp' });
    expect(href(meta, 'canonical')).toBe('https://souqna.example/en/posts/7');
    expect(href(meta, 'alternate', 'ar')).toBe('https://souqna.example/posts/7');
    expect(href(meta, 'alternate', 'en')).toBe('https://souqna.example/en/posts/7');
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://souqna.example/en/posts/7' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://souqna.example/img/a.webp' });
  });
});
