// Notifications (docs/product/conversations-and-notifications.md#notifications): the signed-in
// member's own two lists, and the admin's broadcast to every member.
import { defineEndpoint } from './endpoints-define.ts';
import {
  BroadcastAnswerSchema,
  BroadcastSchema,
  NotificationIdParamsSchema,
  NotificationPrefsSchema,
  NotificationsDeletedSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
} from './notifications.ts';

const list = { method: 'GET', query: NotificationsQuerySchema, answer: NotificationsPageSchema } as const;
const clear = { method: 'DELETE', answer: NotificationsDeletedSchema } as const;
export const notificationsEndpoints = {
  /** Follows, comments on my ads and admin broadcasts, newest first. */
  generalNotifications: defineEndpoint({ ...list, path: '/api/notifications/user/general' }),
  /** New ads of the members I follow, newest first. */
  followingNotifications: defineEndpoint({ ...list, path: '/api/notifications/user/following' }),
  clearGeneralNotifications: defineEndpoint({ ...clear, path: '/api/notifications/user/general/deleteAll' }),
  clearFollowingNotifications: defineEndpoint({
    ...clear,
    path: '/api/notifications/user/following/deleteAll',
  }),
  /** Only the recipient's own: another member's id answers NotFoundError. */
  deleteNotification: defineEndpoint({
    ...clear,
    path: '/api/notifications/user/deleteSingle/:id',
    params: NotificationIdParamsSchema,
  }),
  /** The signed-in member's own choices; all on until turned off. */
  notificationPrefs: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/preferences',
    answer: NotificationPrefsSchema,
  }),
  saveNotificationPrefs: defineEndpoint({
    method: 'PUT',
    path: '/api/notifications/preferences',
    body: NotificationPrefsSchema,
    answer: NotificationPrefsSchema,
  }),
  /** Admins only: queued, then written to every member in batches. */
  broadcastNotification: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/broadcast',
    body: BroadcastSchema,
    answer: BroadcastAnswerSchema,
    status: 201,
  }),
};
