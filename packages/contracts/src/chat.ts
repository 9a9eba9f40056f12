// Chat rooms and messages (docs/product/conversations-and-notifications.md#rooms): a room is between
// two members, usually about an ad; messages are written over HTTP and the socket only rings.
import { z } from './zod.ts';
import { CURRENCIES, MESSAGE_MAX } from './limits.ts';
import { MESSAGES } from './rules.ts';
import { IsoDateSchema } from './schemas-common.ts';
import { SafetySignalsSchema } from './safety-signals/schemas.ts';
import { FollowUserSchema } from './social.ts';

const Id = z.string().min(1, { error: MESSAGES.required }).max(64);

export const OpenRoomSchema = z.object({ userId: Id, postId: Id.optional() });
export const RoomIdParamsSchema = z.object({ roomId: z.string().min(1).max(64) });

/** The ad a room is about, as a small card (null once the ad is deleted). */
export const RoomPostSchema = z.object({
  _id: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  /** null when showPrice is off and the viewer is not the owner. */
  price: z.number().nullable(),
  currncy: z.enum(CURRENCIES),
  showPrice: z.boolean(),
});
export const LastMessageSchema = z.object({
  /** '' for a photo sent without text. */
  body: z.string(),
  /** The last message carries a photo (the list shows "📷 Photo" when `body` is empty). */
  hasImage: z.boolean(),
  senderId: z.string(),
  createdAt: IsoDateSchema,
});
export const RoomSchema = z.object({
  roomId: z.string(),
  /** The other member's full name. */
  roomName: z.string(),
  member: FollowUserSchema,
  post: RoomPostSchema.nullable(),
  lastMessage: LastMessageSchema.nullable(),
  /** Messages of the other member this viewer has not read yet. */
  unseenCount: z.number().int(),
  /** Either member blocked the other: the room stays readable, nobody can send. */
  closed: z.boolean(),
  /** This viewer blocked the other member (Unblock rather than Block in the room's menu). */
  blockedByMe: z.boolean(),
  /** The other member has read every message whose `seq` is at most this (read ticks). */
  peerReadSeq: z.number().int(),
  createdAt: IsoDateSchema,
  /** The last activity (the newest message, or the room's creation). */
  updatedAt: IsoDateSchema,
});
export type Room = z.infer<typeof RoomSchema>;
export const RoomsQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const RoomsPageSchema = z.object({ rooms: z.array(RoomSchema), nextCursor: z.string().nullable() });

/** The multipart file field of a photo message (one file; docs/decisions/0022-photo-messages.md). */
export const MESSAGE_IMAGE_FIELD = 'image';
/**
 * JSON, or multipart with the photo as the `image` file part. `body` is trimmed, at most
 * MESSAGE_MAX; it may be empty (or left out) only when a photo is sent, which the API checks, since
 * the file is not part of this schema: without a photo an empty body is ValidationError on `body`.
 */
export const SendMessageSchema = z.object({
  roomId: Id,
  body: z
    .string({ error: MESSAGES.required })
    .trim()
    .max(MESSAGE_MAX, { error: MESSAGES.maxLength })
    .default(''),
  /**
   * Optional (shared/decisions.md §8): a UUID the client makes once per message, its idempotency
   * key; sending it again returns the same message. A send without it is not deduplicated: the
   * server gives the message a key of its own, so a retried send writes a second message.
   */
  clientId: z.uuid({ error: MESSAGES.required }).optional(),
});
export type SendMessage = z.infer<typeof SendMessageSchema>;
/**
 * A message's photo: WebP URLs from the storage (public but unguessable, like ad photos). `width`
 * and `height` are the full image's pixels; the thumbnail (at most 480 px on its long side) has
 * the same proportions, so either lets the page reserve the space before it loads.
 */
export const MessageImageSchema = z.object({
  thumbnail: z.string(),
  full: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MessageImage = z.infer<typeof MessageImageSchema>;
export const MessageSchema = z.object({
  id: z.string(),
  _id: z.string(),
  roomId: z.string(),
  senderId: z.string(),
  /** '' for a photo sent without text. */
  body: z.string(),
  image: MessageImageSchema.nullable(),
  /** The sender's clientId, or the one the server made for a send without it. */
  clientId: z.string(),
  /** Order within the room (commit order); compared with the room's `peerReadSeq` for read ticks. */
  seq: z.number().int(),
  createdAt: IsoDateSchema,
  /**
   * Optional (a published payload: docs/decisions/0051): what the safety rules found in the text,
   * given to the receiver only and left out when nothing was found (docs/product/safety.md#in-a-chat).
   */
  safetySignals: SafetySignalsSchema.optional(),
});
export type Message = z.infer<typeof MessageSchema>;
/** How many of its newest messages one room's answer carries. */
export const ROOM_MESSAGES = 30;
/**
 * One room as GET /api/rooms/{id} and POST /api/rooms answer it: spec §3's room carries its
 * `messages[]` (docs/decisions/0060-room-messages.md). The list of rooms keeps `lastMessage` only.
 */
export const RoomWithMessagesSchema = RoomSchema.extend({
  /** The newest ROOM_MESSAGES, oldest first; reading them here marks none read. */
  messages: z.array(MessageSchema),
  /** Older ones exist: GET /api/message/room/{id}?before=<the first one's id>. */
  hasOlderMessages: z.boolean(),
});
export const MessagesQuerySchema = z
  .object({
    /** A message id: the messages after it (catching up after a reconnect). */
    after: z.uuid().optional(),
    /** A message id: the messages before it (scrolling back). */
    before: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  })
  .refine((q) => !(q.after && q.before), { error: 'after or before, not both', path: ['before'] });
/** Oldest first; `hasMore`: more messages in the direction asked (newer for `after`, else older). */
export const MessagesPageSchema = z.object({ items: z.array(MessageSchema), hasMore: z.boolean() });
export const RoomReadSchema = z.object({ roomId: z.string(), unseenMessagesCount: z.number().int() });
export const DeleteRoomAnswerSchema = z.object({ roomId: z.string(), deleted: z.literal(true) });
