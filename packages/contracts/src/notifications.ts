// Notifications (docs/product/conversations-and-notifications.md#notifications): two lists per
// member, general and following, newest first and keyset-paged like favourites.
import { z } from './zod.ts';
import { MESSAGES } from './rules.ts';
import { cursorAnswer, IsoDateSchema } from './schemas-common.ts';
import { FavoritesQuerySchema } from './social.ts';
import { CURRENCIES } from './limits.ts';
import { WATCH_NOTIFICATION_TYPES } from './watch-list.ts';

export const NOTIFICATION_KINDS = ['general', 'following'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** `admin` is a broadcast: its text is the admin's, in both languages (senderRole 'admin'). */
/** `expiring`: the member's own ad ends its term in EXPIRY_NOTICE_DAYS (entityId: the ad). */
/** `review`: a buyer rated the member's deal (userFrom: the buyer, entityId: the ad). */
/** The watch list's three (watch-list.ts): a favourite's price dropped, it was sold, it is back on sale. */
/** `saved-search`: new ads matched a search the member saved (entityId: the search; docs/product/saved-searches.md). */
const SAVED_SEARCH_TYPES = ['saved-search'] as const;
export const NOTIFICATION_TYPES = [
  'follow',
  'comment',
  'post',
  'admin',
  'expiring',
  'review',
  ...WATCH_NOTIFICATION_TYPES,
  ...SAVED_SEARCH_TYPES,
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const UserFromSchema = z.object({ _id: z.string(), fullname: z.string(), avatar: z.string().nullable() });
/** What the notification is about: the follower, the comment (and its ad's title) or the new ad. */
const EntitySchema = z.union([
  z.object({ _id: z.string(), fullname: z.string() }),
  z.object({ _id: z.string(), body: z.string(), postId: z.string(), postTitle: z.string() }),
  z.object({
    _id: z.string(),
    title: z.string(),
    /** A price drop's old and new price, in whole units, and the ad's currency (watch list). */
    oldPrice: z.number().optional(),
    price: z.number().optional(),
    currncy: z.enum(CURRENCIES).optional(),
  }),
  /** A saved search: its name, its listing's query, and how many new ads this alert brings. */
  z.object({ _id: z.string(), name: z.string(), query: z.record(z.string(), z.string()), count: z.number() }),
]);

export const NotificationSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  kind: z.enum(NOTIFICATION_KINDS),
  senderRole: z.enum(['user', 'admin']),
  /** Set for admin broadcasts only; members' notifications are worded by the reader's app. */
  en_title: z.string().nullable(),
  ar_title: z.string().nullable(),
  en_message: z.string().nullable(),
  ar_message: z.string().nullable(),
  /** null for an admin broadcast. */
  userFrom: UserFromSchema.nullable(),
  /** null for an admin broadcast. */
  entityId: EntitySchema.nullable(),
  createdAt: IsoDateSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationsPageSchema = cursorAnswer(NotificationSchema);
export const NotificationsQuerySchema = FavoritesQuerySchema;
export const NotificationIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const NotificationsDeletedSchema = z.object({ deleted: z.number().int() });

export const BROADCAST_TITLE_MAX = 120;
export const BROADCAST_MESSAGE_MAX = 1000;
const text = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(max, { error: MESSAGES.maxLength });
export const BroadcastSchema = z.object({
  en_title: text(BROADCAST_TITLE_MAX),
  ar_title: text(BROADCAST_TITLE_MAX),
  en_message: text(BROADCAST_MESSAGE_MAX),
  ar_message: text(BROADCAST_MESSAGE_MAX),
  /**
   * Only this country's members: a country code of GET /api/countries (`SA`, `AE`) or its English
   * or Arabic name. A member of a country has a phone number with its dial code or an ad in it.
   */
  country: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().min(1).max(100).optional(),
  ),
});
export type Broadcast = z.infer<typeof BroadcastSchema>;
/** The broadcast is queued: its members get it shortly, written in batches by a job. */
export const BroadcastAnswerSchema = z.object({
  broadcastId: z.string(),
  queued: z.literal(true),
  /** The country code it goes to; null for every member. */
  country: z.string().nullable(),
});

/**
 * Which notifications a member gets (docs/product/conversations-and-notifications.md#preferences):
 * new followers, comments on my ads, new ads of members I follow. Admin messages always arrive.
 * Everything is on until the member turns it off.
 */
export const NOTIFICATION_PREFS = ['follow', 'comment', 'post'] as const;
export const NotificationPrefsSchema = z.object({
  follow: z.boolean(),
  comment: z.boolean(),
  post: z.boolean(),
});
export type NotificationPrefs = z.infer<typeof NotificationPrefsSchema>;
