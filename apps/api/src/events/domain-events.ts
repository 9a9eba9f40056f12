// The domain events services publish once their write has committed (docs/decisions/0012).
// Subscribers (the listing cache, the socket, later notifications and push) react in their own
// feature or plugin, so features never call each other. Payloads carry ids, not rows: a
// subscriber reads what it needs, and nothing stale or secret travels through the channel.
export type DomainEvents = {
  /** `photoOf`: a photo of it matches this other seller's live ad (docs/decisions/0058-duplicate-guard.md). */
  'post.created': { postId: string; userId: string; photoOf?: string };
  'post.updated': { postId: string; userId: string };
  'post.deleted': { postId: string; userId: string };
  /** The owner marked the ad sold (sold: true) or undid it (docs/decisions/0027-sold-ads.md). */
  'post.sold': { postId: string; userId: string; sold: boolean };
  /**
   * An edit changed the ad's price or currency, in minor units (docs/decisions/0057-watch-list.md):
   * its favourites' members learn of a drop.
   */
  'post.priceChanged': { postId: string; userId: string; from: number; to: number; currncy: 'SAR' | 'AED' };
  /** The owner renewed an ad whose term had ended: it is listed, on sale, again (docs/decisions/0053). */
  'post.renewed': { postId: string; userId: string };
  /** The hourly job: these live ads end their term within EXPIRY_NOTICE_DAYS (docs/decisions/0053). */
  'posts.expiring': { postIds: string[] };
  /** The hourly job took these ads out of the listings: their term ended. */
  'posts.expired': { postIds: string[] };
  /** A saved search's due alert has `count` live ads for its saver (docs/decisions/0055): at `at`. */
  'saved-search.alerted': { searchId: string; userId: string; count: number; at: string };
  /** An admin removed a member: their ads, comments and follows went with them. */
  'user.deleted': { userId: string };
  'user.banned': { userId: string; banned: boolean };
  /**
   * A member's sessions ended: the one of `jti` (sign-out), or all of them (password reset, ban),
   * or all but the one of `exceptJti` (a password change goes on in the session that made it).
   */
  'session.revoked': { userId: string; jti?: string; exceptJti?: string };
  /** A member's public profile changed (name, username, avatar, bio…): cards and pages show it. */
  'user.updated': { userId: string };
  'comment.created': { commentId: string; postId: string; authorId: string };
  'comment.updated': { commentId: string; postId: string };
  'comment.deleted': { commentId: string; postId: string };
  /** A buyer rated a seller (docs/product/social.md#ratings-and-reviews): their summary changed. */
  'review.created': { reviewId: string; sellerId: string };
  'review.replied': { reviewId: string; sellerId: string };
  /** A moderator removed a review: the seller's summary was recounted. */
  'review.removed': { reviewId: string; sellerId: string };
  'follow.created': { followerId: string; followeeId: string };
  'follow.deleted': { followerId: string; followeeId: string };
  /** An admin saved site settings (commission, terms, help questions): public pages show them. */
  'settings.updated': { fields: string[] };
  /** The block also ended the follows between the two, both ways (docs/decisions/0018-blocking.md). */
  'user.blocked': { blockerId: string; blockedId: string };
  /** A member favourited an ad or took it out of their favourites (features/favorites). */
  'favorite.changed': { userId: string; postId: string; favorited: boolean };
  'user.unblocked': { blockerId: string; blockedId: string };
  /** One notification row written (features/notifications); the socket pushes it to its recipient. */
  'notification.created': { recipientId: string; notificationId: string };
  /** One batch of a fan-out (a new ad to followers, an admin broadcast): one event, many rows. */
  'notifications.created': { notificationIds: string[] };
  /** A chat message was written (a retried send with the same clientId publishes nothing). */
  'message.created': { messageId: string; roomId: string; senderId: string; recipientId: string };
  /**
   * The safety guard caught a sender whose first messages to several members within an hour carried
   * safety signals (docs/decisions/0054): the moderators are told, and the sender is slowed.
   */
  'sender.flagged': { userId: string; signals: string[] };
  /** A member's read pointer moved (or they deleted the room for themselves): their count changed. */
  'room.read': { roomId: string; userId: string; deleted?: true };
  /** A payment moved after a verified provider notice or an admin's refund (features/payments). */
  'payment.paid': { paymentId: string; userId: string | null };
  'payment.failed': { paymentId: string; userId: string | null };
  'payment.refunded': { paymentId: string; userId: string | null };
};

export type DomainEventName = keyof DomainEvents;
export type DomainEvent = {
  [K in DomainEventName]: { name: K; payload: DomainEvents[K] };
}[DomainEventName];
