import { describe, expect, it } from 'vitest';
import type { Message } from '@souqna/contracts';
import { mergeMessages, stillOutgoing } from './merge-messages.ts';

// `as Message`: the photo fields do not matter here.
const msg = (seq: number, senderId = 'a') =>
  ({
    id: `m${seq}`,
    _id: `m${seq}`,
    roomId: 'r',
    senderId,
    body: `body ${seq}`,
    clientId: `c${seq}`,
    seq,
    image: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, seq)).toISOString(),
  }) as Message;

describe('mergeMessages', () => {
  it('keeps each message once, in seq order, whichever list brought it', () => {
    const page = [msg(3), msg(4)];
    const arrived = [msg(6), msg(4), msg(5)];
    expect(mergeMessages(page, arrived).map((m) => m.seq)).toEqual([3, 4, 5, 6]);
  });
  it('an empty page and nothing arrived is an empty thread', () => {
    expect(mergeMessages([], [])).toEqual([]);
  });
});

describe('stillOutgoing', () => {
  it('drops a pending send once my message with its clientId is in the thread', () => {
    const outgoing = [{ clientId: 'c2' }, { clientId: 'c9' }];
    expect(stillOutgoing(outgoing, [msg(2, 'me')], 'me')).toEqual([{ clientId: 'c9' }]);
  });
  it('another member’s message with the same clientId does not count as mine', () => {
    expect(stillOutgoing([{ clientId: 'c2' }], [msg(2, 'them')], 'me')).toEqual([{ clientId: 'c2' }]);
  });
});
