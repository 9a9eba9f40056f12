// The rooms a page shows, kept up to date from the socket's room:update (docs/decisions/0061): each
// push carries the room as this member's list shows it, so the list, the thread's read ticks and
// the unread marks follow without asking the server.
import { useEffect, useMemo, useState } from 'react';
import type { Room } from '@souqna/contracts';
import { useLiveEvent, type LiveEvent } from '../../lib/live.ts';

type RoomPush = Extract<LiveEvent, { type: 'room' }>;
/** What the pushes said so far: the latest room of each, or null once deleted for me. */
export type RoomPushes = ReadonlyMap<string, Room | null>;

export function withPush(pushes: RoomPushes, event: RoomPush): RoomPushes {
  if (!event.room && !event.removed) return pushes;
  const next = new Map(pushes);
  next.set(event.roomId, event.removed ? null : event.room!);
  return next;
}

/** The rooms as loaded, with the pushed ones in place (or added), the removed ones out, newest first. */
export function applyPushes(rooms: Room[], pushes: RoomPushes): Room[] {
  if (pushes.size === 0) return rooms;
  const byId = new Map(rooms.map((r) => [r.roomId, r]));
  for (const [id, room] of pushes) {
    if (room) byId.set(id, room);
    else byId.delete(id);
  }
  return [...byId.values()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/**
 * The pushes heard since `loaded` came (new data starts afresh). `onBare` runs for a push without
 * the room (an older server's), which only says "read it again".
 */
export function useRoomPushes(loaded: unknown, onBare: () => void): RoomPushes {
  const [pushes, setPushes] = useState<RoomPushes>(new Map());
  useEffect(() => setPushes(new Map()), [loaded]);
  useLiveEvent((event) => {
    if (event.type !== 'room') return;
    if (!event.room && !event.removed) return onBare();
    setPushes((now) => withPush(now, event));
  });
  return pushes;
}

/** The loaded rooms with what was pushed since. */
export function useLiveRooms(rooms: Room[], onBare: () => void) {
  const pushes = useRoomPushes(rooms, onBare);
  return { rooms: useMemo(() => applyPushes(rooms, pushes), [rooms, pushes]), pushes };
}
