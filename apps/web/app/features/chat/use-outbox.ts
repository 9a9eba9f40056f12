import { useCallback, useRef, useState } from 'react';
import { chatEndpoints } from '@souqna/contracts/endpoints-chat';
import { MESSAGE_IMAGE_FIELD, type Message } from '@souqna/contracts/chat';
import { BrowserCallError, browserCall } from '../../lib/api-browser.ts';
import { liveSink, useLiveEvent } from '../../lib/live.ts';
import { chatErrorKey } from './chat-error-key.ts';
import { createWaits, isTransient, retryDelayMs } from './send-retry.ts';

export type Outgoing = {
  clientId: string;
  body: string;
  /** A photo going with it (multipart), shown from the device until the server has it. */
  photo?: File | null;
  createdAt: string;
  state: 'sending' | 'failed';
  errorKey?: string;
  /** Refused for now or not answered: going again by itself (shown as failed only while offline). */
  transient?: boolean;
};

/** No network on the device, or no socket to the server: a send cannot go until it is back. */
const offline = () => navigator.onLine === false || !liveSink.get().online;

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
 * Its clientId is made once, so a retry after a lost answer can never write it twice. A send refused
 * for now (503, 429) or not answered goes again by itself, as sending, after the server's Retry-After
 * or a growing wait, and at once when the connection comes back (docs/decisions/0050).
 */
export function useOutbox(roomId: string, onSent: (message: Message) => void) {
  const [items, setItems] = useState<Outgoing[]>([]);
  const current = useRef(items);
  current.current = items;
  // One send at a time, so messages land in the order they were written: a send waiting to go
  // again holds the ones written after it.
  const chain = useRef<Promise<void>>(Promise.resolve());
  const waits = useRef(createWaits()).current;
  const discarded = useRef(new Set<string>()).current;
  const update = (clientId: string, patch: Partial<Outgoing> | null) =>
    setItems((all) =>
      patch
        ? all.map((o) => (o.clientId === clientId ? { ...o, ...patch } : o))
        : all.filter((o) => o.clientId !== clientId),
    );

  const post = useCallback(
    async (o: Outgoing) => {
      for (let attempt = 0; !discarded.has(o.clientId); attempt++) {
        try {
          const message = await browserCall(chatEndpoints.sendMessage, {
            body: o.photo ? photoForm(roomId, o) : { roomId, body: o.body, clientId: o.clientId },
          });
          onSent(message);
          update(o.clientId, null);
          return;
        } catch (error) {
          const e = error instanceof BrowserCallError ? error : new BrowserCallError(0, 'NetworkError');
          const errorKey = chatErrorKey(e.reason, e.errorKey);
          if (!isTransient(e.status)) {
            update(o.clientId, { state: 'failed', errorKey, transient: false });
            return;
          }
          // Only a device that is offline says so (with Retry and Discard); otherwise it is still going.
          const waiting = e.status === 0 && offline();
          update(o.clientId, { state: waiting ? 'failed' : 'sending', errorKey, transient: true });
          await waits.wait(o.clientId, retryDelayMs(attempt, e.retryAfter));
        }
      }
    },
    [roomId, onSent, waits, discarded],
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
      // Going again by itself (offline): now rather than later. Refused for good: once more, in turn.
      if (o.transient) waits.wake(clientId);
      else chain.current = chain.current.then(() => post(o));
    },
    [post, waits],
  );

  const discard = useCallback(
    (clientId: string) => {
      discarded.add(clientId);
      waits.wake(clientId);
      update(clientId, null);
    },
    [waits, discarded],
  );

  // Back online (or the tab seen again): what waits to go again goes now, in the order it was written.
  useLiveEvent((event) => {
    if (event.type === 'resync') waits.wakeAll();
  });

  return { items, send, retry, discard };
}
