import { useCallback, useEffect, useState } from 'react';
import { chatEndpoints } from '@souqna/contracts/endpoints-chat';
import type { Room } from '@souqna/contracts';
import { browserCall } from '../../lib/api-browser.ts';
import { useLiveEvent } from '../../lib/live.ts';
import { applyPushes, withPush } from './room-updates.ts';

// The menu is a glance; every conversation is on /chats.
const MENU_ROOMS = 50;

export type MenuRooms =
  | { state: 'loading'; rooms?: undefined }
  | { state: 'error'; rooms?: undefined }
  | { state: 'ready'; rooms: Room[] };

/** The rooms of the open menu, read from the API when it opens and when a room changes. */
export function useMenuRooms(open: boolean) {
  const [data, setData] = useState<MenuRooms>({ state: 'loading' });
  const load = useCallback(async () => {
    try {
      const page = await browserCall(chatEndpoints.listRooms, { query: { limit: MENU_ROOMS } });
      setData({ state: 'ready', rooms: page.rooms });
    } catch {
      setData((now) => (now.state === 'ready' ? now : { state: 'error' }));
    }
  }, []);
  useEffect(() => {
    if (open) void load();
  }, [open, load]);
  // A push carries the room as this list shows it (docs/decisions/0061): no read for a message.
  useLiveEvent((event) => {
    if (!open) return;
    if (event.type === 'resync' || (event.type === 'room' && !event.room && !event.removed)) void load();
    else if (event.type === 'room')
      setData((now) =>
        now.state === 'ready'
          ? { state: 'ready', rooms: applyPushes(now.rooms, withPush(new Map(), event)) }
          : now,
      );
  });

  /** Delete for me (the other member keeps the room); several at once for "delete all". */
  const remove = useCallback(
    async (roomIds: string[]): Promise<boolean> => {
      try {
        for (const roomId of roomIds) await browserCall(chatEndpoints.deleteRoom, { params: { roomId } });
        return true;
      } catch {
        return false;
      } finally {
        await load();
      }
    },
    [load],
  );
  return { data, remove, retry: load };
}
