import { useCallback } from 'react';
import type { Locale } from '@souqna/contracts';
import { localePath } from '../../lib/locale.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** A room's address: /chats with the room chosen by ?room=, so it opens without JavaScript too. */
export const roomHref = (roomId: string, locale: Locale) =>
  `${localePath('/chats', locale)}?room=${encodeURIComponent(roomId)}`;

/** roomHref in the page's locale. */
export function useRoomHref(): (roomId: string) => string {
  const locale = useLocale();
  return useCallback((roomId: string) => roomHref(roomId, locale), [locale]);
}
