// Chat (docs/product/conversations-and-notifications.md#rooms): members only; a room a viewer is not
// in answers NotFoundError, as if it did not exist.
import { defineEndpoint } from './endpoints-define.ts';
import {
  DeleteRoomAnswerSchema,
  MessageSchema,
  MessagesPageSchema,
  MessagesQuerySchema,
  OpenRoomSchema,
  RoomIdParamsSchema,
  RoomReadSchema,
  RoomWithMessagesSchema,
  RoomsPageSchema,
  RoomsQuerySchema,
  SendMessageSchema,
} from './chat.ts';
import { IdParamsSchema } from './schemas-common.ts';

const room = { params: RoomIdParamsSchema } as const;
export const chatEndpoints = {
  /** The existing room for this pair and ad comes back (201 both times). */
  openRoom: defineEndpoint({
    method: 'POST',
    path: '/api/rooms',
    body: OpenRoomSchema,
    answer: RoomWithMessagesSchema,
    status: 201,
  }),
  listRooms: defineEndpoint({
    method: 'GET',
    path: '/api/rooms',
    query: RoomsQuerySchema,
    answer: RoomsPageSchema,
  }),
  getRoom: defineEndpoint({
    method: 'GET',
    path: '/api/rooms/:roomId',
    ...room,
    answer: RoomWithMessagesSchema,
  }),
  /** Out of the caller's list only; the other member keeps the room and every message. */
  deleteRoom: defineEndpoint({
    method: 'POST',
    path: '/api/rooms/deleteRoom/:roomId',
    ...room,
    answer: DeleteRoomAnswerSchema,
  }),
  markRoomRead: defineEndpoint({
    method: 'POST',
    path: '/api/rooms/:roomId/read',
    ...room,
    answer: RoomReadSchema,
  }),
  /**
   * JSON, or multipart with one photo as the `image` part (body optional then). A retried send
   * (same clientId) answers the same message, 201 both times, and stores no second photo; without
   * clientId every send is a new message.
   */
  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/api/message',
    body: SendMessageSchema,
    answer: MessageSchema,
    status: 201,
  }),
  /** Also marks the messages answered as read. */
  listMessages: defineEndpoint({
    method: 'GET',
    path: '/api/message/room/:roomId',
    ...room,
    query: MessagesQuerySchema,
    answer: MessagesPageSchema,
  }),
  getMessage: defineEndpoint({
    method: 'GET',
    path: '/api/message/:id',
    params: IdParamsSchema,
    answer: MessageSchema,
  }),
};
