import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { CardData, CardsPage } from '../../lib/card-data.ts';

/** The address of the page after `cursor`, the same filter kept; a real link for no-JS readers. */
export function nextPageHref(search: string, cursor: string): string {
  const params = new URLSearchParams(search);
  params.set('cursor', cursor);
  params.delete('index');
  return `?${params}`;
}

/**
 * Infinite scroll: when the sentinel nears the viewport the next page comes through this
 * route's own loader (useFetcher) and is appended. The parent keys this by the filter, so a new
 * filter starts over.
 */
export function useMorePosts(first: CardsPage, isIndexRoute: boolean) {
  const location = useLocation();
  const fetcher = useFetcher<{ page: CardsPage }>();
  const [items, setItems] = useState<CardData[]>(first.items);
  const [cursor, setCursor] = useState(first.nextCursor);
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    const page = fetcher.data?.page;
    if (!page) return;
    setItems((old) => {
      const seen = new Set(old.map((p) => p._id));
      return [...old, ...page.items.filter((p) => !seen.has(p._id))];
    });
    setCursor(page.nextCursor);
  }, [fetcher.data]);

  const loadMore = () => {
    if (!cursor || busy) return;
    // An index route answers its own loader only when asked with ?index.
    const href = nextPageHref(location.search, cursor) + (isIndexRoute ? '&index' : '');
    void fetcher.load(location.pathname + href);
  };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !cursor || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore(),
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  });

  return { items, cursor, busy, loadMore, sentinel };
}
