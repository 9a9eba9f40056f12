import { describe, expect, it } from 'vitest';
import type { RecentAd } from './pwa-caches.ts';
import { addRecent, readRecent, recentAdOf } from './recent-ads.ts';

const ad = (id: string, path = `/posts/${id}`): RecentAd => ({
  id,
  path,
  title: `Ad ${id}`,
  price: 100,
  currency: 'SAR',
  thumbnail: null,
  photos: [`/uploads/${id}.webp`],
  at: 0,
});

describe('the recently viewed list', () => {
  it('puts the newest first and keeps one entry per ad', () => {
    const { list, dropped } = addRecent([ad('a'), ad('b')], ad('b'));
    expect(list.map((x) => x.id)).toEqual(['b', 'a']);
    expect(dropped).toEqual([]);
  });

  it('drops the oldest past the maximum, with what must be deleted', () => {
    const { list, dropped } = addRecent([ad('b'), ad('a')], ad('c'), 2);
    expect(list.map((x) => x.id)).toEqual(['c', 'b']);
    expect(dropped.map((x) => x.id)).toEqual(['a']);
  });

  it('replaces an ad read in the other language, whose old page copy goes', () => {
    const { list, dropped } = addRecent([ad('a')], ad('a', '/en/posts/a'));
    expect(list.map((x) => x.path)).toEqual(['/en/posts/a']);
    expect(dropped.map((x) => x.path)).toEqual(['/posts/a']);
  });

  it('reads back only well-formed entries', () => {
    expect(readRecent(null)).toEqual([]);
    expect(readRecent([ad('a'), { id: 'x' }, { ...ad('b'), path: 'https://evil.example/' }])).toEqual([
      ad('a'),
    ]);
  });

  it('records the page as opened, with its thumbnail, first photo and thumbnails', () => {
    const entry = recentAdOf(
      {
        _id: 'p1',
        title: 'Camry',
        price: 50_000,
        currncy: 'SAR',
        images: {
          thumbnail: '/uploads/t1.webp',
          gallery: [
            { thumbnail: '/uploads/t1.webp', full: '/uploads/f1.webp' },
            { thumbnail: '/uploads/t2.webp', full: '/uploads/f2.webp' },
          ],
        },
      },
      '/en/posts/p1',
      42,
    );
    expect(entry).toEqual({
      id: 'p1',
      path: '/en/posts/p1',
      title: 'Camry',
      price: 50_000,
      currency: 'SAR',
      thumbnail: '/uploads/t1.webp',
      photos: ['/uploads/t1.webp', '/uploads/f1.webp', '/uploads/t2.webp'],
      at: 42,
    });
  });
});
