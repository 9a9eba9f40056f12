// Chat rooms and messages (docs/product/conversations-and-notifications.md#rooms): a room is between
// two members, usually about an ad; messages are written over HTTP and the socket only rings.
import { z } from 'zod';
import { CURRENCIES, MESSAGE_MAX, MESSAGE_MIN } from './limits.ts';
import { MESSAGES } from './rules.ts';
import { IsoDateSchema } from './schemas-common.ts';
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
  body: z.string(),
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

export const SendMessageSchema = z.object({
  roomId: Id,
  body: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(MESSAGE_MIN, { error: MESSAGES.required })
    .max(MESSAGE_MAX, { error: MESSAGES.maxLength }),
  /** Made by the client once per message: sending it again returns the same message. */
  clientId: z.uuid({ error: MESSAGES.required }),
});
export const MessageSchema = z.object({
  id: z.string(),
  _id: z.string(),
  roomId: z.string(),
  senderId: z.string(),
  body: z.string(),
  clientId: z.string(),
  createdAt: IsoDateSchema,
});
export type Message = z.infer<typeof MessageSchema>;
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

/** Socket payloads (contracts/socket.ts names them). */
export const RoomUpdateEventSchema = z.object({ roomId: z.string() });
export const UnseenCountEventSchema = z.object({ count: z.number().int() });
