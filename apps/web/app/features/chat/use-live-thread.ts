import { useCallback, useMemo, useRef, useState } from 'react';
import { chatEndpoints } from '@souqna/contracts/endpoints-chat';
import type { Message } from '@souqna/contracts';
import { browserCall } from '../../lib/api-browser.ts';
import { markShown, useLiveEvent, whenVisible } from '../../lib/live.ts';
import { mergeMessages } from './merge-messages.ts';

// Bounded catch-up: past this many pages the reader pages back by the links instead.
const CATCH_UP_PAGES = 10;

/**
 * The messages of the open room as shown: the loader's page plus what arrived since — pushed by the
 * socket, answered to a send, or read after a reconnect with `after` (every missed message, in order,
 * once: docs/product/conversations-and-notifications.md#real-time-events). An older page (?before=)
 * is shown as it is.
 */
export function useLiveThread(roomId: string, page: Message[], live: boolean, readerId: string) {
  const [arrived, setArrived] = useState<Message[]>([]);
  const add = useCallback((items: Message[]) => {
    if (items.length) setArrived((known) => mergeMessages(known, items));
  }, []);
  const messages = useMemo(() => (live ? mergeMessages(page, arrived) : page), [live, page, arrived]);
  const newest = useRef<string | undefined>(undefined);
  newest.current = messages.at(-1)?.id;
  const busy = useRef(false);

  const catchUp = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      let after = newest.current;
      for (let i = 0; i < CATCH_UP_PAGES; i++) {
        const next = await browserCall(chatEndpoints.listMessages, {
          params: { roomId },
          query: after ? { after, limit: 100 } : { limit: 100 },
        });
        add(next.items);
        after = next.items.at(-1)?.id ?? after;
        if (!next.hasMore || !next.items.length) break;
      }
    } catch {
      // Offline again: the next reconnect tries again.
    } finally {
      busy.current = false;
    }
  }, [roomId, add]);

  useLiveEvent((event) => {
    if (!live) return;
    if (event.type === 'message' && event.message.roomId === roomId) {
      const { message } = event;
      add([message]);
      // Shown to a reader who can see it: read, said over the socket (no request: docs/decisions/0061).
      if (message.senderId !== readerId) whenVisible(() => markShown(roomId, message.seq));
    }
    // Reading marks as read: only while the reader can see the room.
    if (event.type === 'resync') whenVisible(() => void catchUp());
  });
  return { messages, add };
}
