// The export of a member's data (docs/decisions/0028-account-rights.md; UAE and Saudi PDPL access
// rights). Features never import each other, so this composition root, like compose/moderation.ts,
// gathers each feature's own export query from its *.public.ts. Every section is capped: a
// section that reached its cap says so in `truncated`, and the whole stays a bounded download.
import type { Deps } from '../../context.ts';
import { blocksForExport } from '../../features/blocks/blocks.public.ts';
import { chatForExport } from '../../features/chat/chat.public.ts';
import { commentsForExport } from '../../features/comments/comments.public.ts';
import { contactForExport } from '../../features/contact/contact.public.ts';
import { favoritesForExport } from '../../features/favorites/favorites.public.ts';
import { followsForExport } from '../../features/follows/follows.public.ts';
import { reviewsForExport } from '../../features/reviews/reviews.public.ts';
import { notificationsForExport } from '../../features/notifications/notifications.public.ts';
import { paymentsForExport } from '../../features/payments/payments.public.ts';
import { adsForExport } from '../../features/posts/posts.public.ts';
import { devicesForExport } from '../../features/push/push.public.ts';
import { reportsForExport } from '../../features/reports/reports.public.ts';
import { profileForExport } from '../../features/users/users.public.ts';

/** Rows per section (messages included): far above any real member, far below a memory problem. */
export const MY_DATA_CAP = 5_000;

export async function myData(deps: Deps, userId: string, now = new Date()) {
  const { sql, storage } = deps;
  const cap = MY_DATA_CAP;
  const [
    profile,
    ads,
    favorites,
    comments,
    reviews,
    follows,
    blocks,
    chat,
    notifications,
    reports,
    payments,
    contact,
    pushDevices,
  ] = await Promise.all([
    profileForExport(sql, userId),
    adsForExport(sql, storage, userId, cap),
    favoritesForExport(sql, userId, cap),
    commentsForExport(sql, userId, cap),
    reviewsForExport(sql, userId, cap),
    followsForExport(sql, userId, cap),
    blocksForExport(sql, userId, cap),
    chatForExport(sql, storage, userId, cap),
    notificationsForExport(sql, userId, cap),
    reportsForExport(sql, userId, cap),
    paymentsForExport(sql, userId, cap),
    contactForExport(sql, userId, cap),
    devicesForExport(sql, userId, cap),
  ]);
  const sections = {
    ads,
    favorites,
    comments,
    reviews: reviews.written,
    reviewsOfMe: reviews.received,
    following: follows.following,
    followers: follows.followers,
    blocked: blocks,
    chatRooms: chat.rooms,
    chatMessages: chat.messages,
    notifications,
    reports,
    payments,
    phoneRevealsOfMyAds: contact.revealsOfMyAds,
    phonesIRevealed: contact.phonesIRevealed,
    supportMessages: contact.supportMessages,
    pushDevices,
  };
  const truncated = Object.entries(sections)
    .filter(([, rows]) => rows.length >= cap)
    .map(([name]) => name);
  return { exportedAt: now.toISOString(), capPerSection: cap, truncated, profile, ...sections };
}
