import { useCallback, useRef, useState } from 'react';
import { chatEndpoints } from '@souqna/contracts/endpoints-chat';
import { MESSAGE_IMAGE_FIELD, type Message } from '@souqna/contracts/chat';
import { BrowserCallError, browserCall } from '../../lib/api-browser.ts';
import { useLiveEvent } from '../../lib/live.ts';
import { chatErrorKey } from './chat-error-key.ts';

export type Outgoing = {
  clientId: string;
  body: string;
  /** A photo going with it (multipart), shown from the device until the server has it. */
  photo?: File | null;
  createdAt: string;
  state: 'sending' | 'failed';
  errorKey?: string;
  /** Failed for want of a network (or a busy server): sent again by itself once back online. */
  transient?: boolean;
};

/** crypto.randomUUID needs a secure context; a phone on the LAN in development may not have one. */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The multipart of a photo message (docs/product/conversations-and-notifications.md#messages). */
function photoForm(roomId: string, o: Outgoing): FormData {
  const form = new FormData();
  form.set('roomId', roomId);
  form.set('clientId', o.clientId);
  if (o.body) form.set('body', o.body);
  form.set(MESSAGE_IMAGE_FIELD, o.photo!);
  return form;
}

/**
 * Optimistic sends (docs/product/conversations-and-notifications.md#the-chats-page): a message shows
 * at once as sending, then as sent when the API answers, or as failed with the reason and a retry.
 * Its clientId is made once, so a retry after a lost answer can never write it twice.
 */
export function useOutbox(roomId: string, onSent: (message: Message) => void) {
  const [items, setItems] = useState<Outgoing[]>([]);
  const current = useRef(items);
  current.current = items;
  // One send at a time, so messages land in the order they were written.
  const chain = useRef<Promise<void>>(Promise.resolve());
  const update = (clientId: string, patch: Partial<Outgoing> | null) =>
    setItems((all) =>
      patch
        ? all.map((o) => (o.clientId === clientId ? { ...o, ...patch } : o))
        : all.filter((o) => o.clientId !== clientId),
    );

  const post = useCallback(
    async (o: Outgoing) => {
      try {
        const message = await browserCall(chatEndpoints.sendMessage, {
          body: o.photo ? photoForm(roomId, o) : { roomId, body: o.body, clientId: o.clientId },
        });
        onSent(message);
        update(o.clientId, null);
      } catch (error) {
        const e = error instanceof BrowserCallError ? error : new BrowserCallError(0, 'NetworkError');
        const transient = e.status === 0 || e.status >= 500;
        update(o.clientId, { state: 'failed', errorKey: chatErrorKey(e.reason, e.errorKey), transient });
      }
    },
    [roomId, onSent],
  );

  const send = useCallback(
    (body: string, photo: File | null = null) => {
      const o: Outgoing = {
        clientId: newClientId(),
        body,
        photo,
        createdAt: new Date().toISOString(),
        state: 'sending',
      };
      setItems((all) => [...all, o]);
      chain.current = chain.current.then(() => post(o));
    },
    [post],
  );

  const retry = useCallback(
    (clientId: string) => {
      const o = current.current.find((x) => x.clientId === clientId);
      if (!o || o.state === 'sending') return;
      update(clientId, { state: 'sending', errorKey: undefined });
      chain.current = chain.current.then(() => post(o));
    },
    [post],
  );

  const discard = useCallback((clientId: string) => update(clientId, null), []);

  // Back online: what failed only for want of a network goes again, in the order it was written.
  useLiveEvent((event) => {
    if (event.type !== 'resync') return;
    for (const o of current.current) if (o.state === 'failed' && o.transient) retry(o.clientId);
  });

  return { items, send, retry, discard };
}
