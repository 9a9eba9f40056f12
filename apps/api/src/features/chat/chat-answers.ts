// Rows → chat answers, field by field.
import { SAFETY_SIGNALS, type Message, type Room, type SafetySignal } from '@souqna/contracts';
import type { Storage } from '../../adapters/storage/index.ts';
import type { AuthUser } from '../../context.ts';
import { visiblePrice } from '../../domain/post-cards.ts';
import type { MessageRow } from './messages.queries.ts';
import type { RoomRow } from './rooms.queries.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The message as `viewerId` reads it: the receiver gets the safety signals its body carries (a note
 * under it), the sender never does (docs/product/safety.md#in-a-chat).
 */
export function toMessage(r: MessageRow, storage: Storage, viewerId: string): Message {
  const signals = viewerId === r.sender_id ? [] : knownSignals(r.safety_signals);
  return {
    id: r.id,
    _id: r.id,
    roomId: r.room_id,
    senderId: r.sender_id,
    body: r.body,
    image:
      r.image_thumbnail_key && r.image_full_key
        ? {
            thumbnail: storage.url(r.image_thumbnail_key),
            full: storage.url(r.image_full_key),
            width: Number(r.image_width),
            height: Number(r.image_height),
          }
        : null,
    clientId: r.client_id,
    seq: Number(r.seq),
    createdAt: iso(r.created_at),
    ...(signals.length ? { safetySignals: signals } : {}),
  };
}

/** A signal stored by an older table of rules and since dropped is not shown. */
const knownSignals = (stored: readonly string[] | null) =>
  SAFETY_SIGNALS.filter((s: SafetySignal) => stored?.includes(s));

export function toRoom(r: RoomRow, viewer: AuthUser, storage: Storage): Room {
  const post =
    r.post_id && r.title !== null && r.currncy && r.show_price !== null
      ? {
          _id: r.post_id,
          title: r.title,
          thumbnail: r.thumbnail_key ? storage.url(r.thumbnail_key) : null,
          price: visiblePrice(Number(r.price_minor), r.show_price, r.post_owner!, viewer),
          currncy: r.currncy,
          showPrice: r.show_price,
        }
      : null;
  return {
    roomId: r.id,
    // The other member's name: the list is of people; the ad shows on its own card.
    roomName: r.fullname,
    member: { _id: r.peer_id, username: r.username, fullname: r.fullname, avatar: r.avatar },
    post,
    lastMessage:
      r.last_body !== null && r.last_sender && r.last_at
        ? {
            body: r.last_body,
            hasImage: Boolean(r.last_has_image),
            senderId: r.last_sender,
            createdAt: iso(r.last_at),
          }
        : null,
    unseenCount: r.unseen,
    closed: r.closed,
    blockedByMe: r.blocked_by_me,
    peerReadSeq: Number(r.peer_read_seq),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.last_message_at),
  };
}
