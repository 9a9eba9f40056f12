// The socket's event table: one schema per named event, and the payloads the server sends (their
// shapes as the API builds them; apps/api/test/support/sockets.ts parses every payload the API's
// socket tests receive) pass it, while a wrong one does not.
import { describe, expect, it } from 'vitest';
import { SOCKET_EVENTS, type SocketEventName } from './socket.ts';
import { socketEvents, type SocketPayload } from './socket-events.ts';

const at = '2026-11-25T10:00:00.000Z';
const id = '4b46edc5-cb8b-4241-9d9d-795ba98fac5e';
const message = { id, _id: id, roomId: id, senderId: id, clientId: id, seq: 1, createdAt: at };
const photo = {
  thumbnail: '/uploads/chat/a-480.webp',
  full: '/uploads/chat/a-1600.webp',
  width: 800,
  height: 600,
};
const sent: { [E in SocketEventName]: SocketPayload<E>[] } = {
  'message:new': [
    { ...message, body: 'هل ما زال متاحا؟', image: null },
    { ...message, body: '', image: photo },
  ],
  'room:update': [{ roomId: id }],
  'unseen:count': [{ count: 0 }, { count: 12 }],
  'notification:new': [
    // An admin broadcast: its text travels with it, in both languages.
    {
      _id: id,
      type: 'admin',
      kind: 'general',
      senderRole: 'admin',
      ar_title: 'صيانة الليلة',
      en_title: 'Maintenance tonight',
      ar_message: 'يتوقف الموقع عشر دقائق.',
      en_message: 'The site stops for ten minutes.',
      userFrom: null,
      entityId: null,
      createdAt: at,
    },
  ],
  'session:revoked': [{}],
};

describe('the socket event table', () => {
  it('has a schema for every named event and no other', () => {
    expect(Object.keys(socketEvents).sort()).toEqual(Object.values(SOCKET_EVENTS).sort());
    for (const name of Object.values(SOCKET_EVENTS)) expect(socketEvents[name]).toHaveProperty('parse');
  });

  it('takes the payloads the server sends', () => {
    for (const name of Object.values(SOCKET_EVENTS))
      for (const payload of sent[name]) expect(socketEvents[name].parse(payload)).toEqual(payload);
  });

  it('refuses a payload of the wrong shape', () => {
    expect(socketEvents['unseen:count'].safeParse({ count: -1 }).success).toBe(false);
    expect(socketEvents['unseen:count'].safeParse({ count: '1' }).success).toBe(false);
    expect(socketEvents['room:update'].safeParse({}).success).toBe(false);
    expect(socketEvents['message:new'].safeParse({ ...sent['message:new'][0], seq: 'one' }).success).toBe(
      false,
    );
    expect(socketEvents['session:revoked'].safeParse({ userId: id }).success).toBe(false);
  });
});
