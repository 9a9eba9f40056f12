import { useCallback, useEffect, useRef, useState } from 'react';
import { pathOf, type AnswerOf } from '@souqna/contracts';
// The posts rows of the endpoint table only: the whole table would add ~6 KB to this lazy chunk.
import { postsEndpoints } from '@souqna/contracts/endpoints-posts';

const { suggestPosts } = postsEndpoints;

export type Suggestion = AnswerOf<typeof suggestPosts>['items'][number];
/** The suggestions and the text they answer (trimmed), for highlighting and for reopening. */
export type Found = { query: string; items: Suggestion[] };

const DEBOUNCE_MS = 150;
// The API answers nothing below two characters; asking would only cost a request.
const MIN_CHARS = 2;
const NONE: Found = { query: '', items: [] };

/**
 * Asks the API's suggestPosts for what was typed, once typing pauses. A newer question aborts the older
 * one, so a slow answer never replaces a fresher list. Failures stay silent: the box still searches.
 */
export function useSuggestions() {
  const [found, setFound] = useState<Found>(NONE);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController>(undefined);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    request.current?.abort();
  }, []);

  const ask = useCallback(
    (typed: string) => {
      stop();
      const query = typed.trim();
      if (query.length < MIN_CHARS) return setFound(NONE);
      timer.current = setTimeout(async () => {
        const controller = (request.current = new AbortController());
        try {
          const res = await fetch(pathOf(suggestPosts, { query: { q: query } }), {
            signal: controller.signal,
          });
          if (!res.ok) return;
          const { items } = suggestPosts.answer.parse(await res.json());
          if (!controller.signal.aborted) setFound({ query, items });
        } catch {
          // Aborted, offline or an unexpected answer: no list this time.
        }
      }, DEBOUNCE_MS);
    },
    [stop],
  );

  const forget = useCallback(() => {
    stop();
    setFound(NONE);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { found, ask, forget };
}
