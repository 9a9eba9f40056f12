import { useCallback, useEffect, useRef, useState } from 'react';
import { SuggestAnswerSchema } from '@souqna/contracts';
import type { z } from 'zod';

export type Suggestion = z.infer<typeof SuggestAnswerSchema>['items'][number];
/** The suggestions and the text they answer (trimmed), for highlighting and for reopening. */
export type Found = { query: string; items: Suggestion[] };

const DEBOUNCE_MS = 150;
// The API answers nothing below two characters; asking would only cost a request.
const MIN_CHARS = 2;
const NONE: Found = { query: '', items: [] };

/**
 * Asks /api/post/suggest for what was typed, once typing pauses. A newer question aborts the older
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
          const res = await fetch(`/api/post/suggest?${new URLSearchParams({ q: query })}`, {
            signal: controller.signal,
          });
          if (!res.ok) return;
          const { items } = SuggestAnswerSchema.parse(await res.json());
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
