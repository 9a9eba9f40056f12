import { describe, expect, it } from 'vitest';
import type { Room } from '@souqna/contracts';
import { applyPushes, withPush } from './room-updates.ts';

// `as Room`: only the id, the activity and the unread count matter here.
const room = (id: string, minute: number, unseenCount = 0) =>
  ({ roomId: id, updatedAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(), unseenCount }) as Room;

describe('rooms kept from the pushes', () => {
  it('a pushed room replaces its old self and moves up by its activity', () => {
    const pushes = withPush(new Map(), { type: 'room', roomId: 'b', room: room('b', 9, 1) });
    const list = applyPushes([room('a', 5), room('b', 3), room('c', 1)], pushes);
    expect(list.map((r) => [r.roomId, r.unseenCount])).toEqual([
      ['b', 1],
      ['a', 0],
      ['c', 0],
    ]);
  });

  it('a room not in the list is added; one deleted for me leaves it', () => {
    let pushes = withPush(new Map(), { type: 'room', roomId: 'new', room: room('new', 7) });
    pushes = withPush(pushes, { type: 'room', roomId: 'a', removed: true });
    expect(applyPushes([room('a', 5), room('c', 1)], pushes).map((r) => r.roomId)).toEqual(['new', 'c']);
  });

  it('a push without the room changes nothing (it only says "read it again")', () => {
    const before = new Map();
    expect(withPush(before, { type: 'room', roomId: 'a' })).toBe(before);
  });
});
