import type { Notification, NotificationKind } from '@souqna/contracts';

/** What one notification says and where it leads, before translation (docs/product/conversations-and-notifications.md#notifications). */
export type NotificationView =
  | { kind: 'admin'; title: string; message: string; href: null }
  | { kind: 'follow' | 'comment' | 'post' | 'expiring'; name: string; subject: string; href: string | null };

/** The tab a `?tab=` value names; anything else is the general tab. */
export function tabOf(value: string | null | undefined): NotificationKind {
  return value === 'following' ? 'following' : 'general';
}

/**
 * An admin broadcast carries its own text in both languages; a member's notification is worded by
 * the app from the sender's name and the entity (the ad's title for a comment or a new ad).
 */
export function viewOf(item: Notification, locale: 'ar' | 'en'): NotificationView {
  if (item.senderRole === 'admin' || item.type === 'admin') {
    const title = (locale === 'ar' ? item.ar_title : item.en_title) ?? item.en_title ?? '';
    const message = (locale === 'ar' ? item.ar_message : item.en_message) ?? item.en_message ?? '';
    return { kind: 'admin', title, message, href: null };
  }
  const entity = item.entityId;
  const name = item.userFrom?.fullname ?? '';
  if (item.type === 'follow') {
    return { kind: 'follow', name, subject: '', href: entity ? `/profile/${entity._id}` : null };
  }
  if (item.type === 'comment') {
    const comment = entity && 'postId' in entity ? entity : null;
    return {
      kind: 'comment',
      name,
      subject: comment?.postTitle ?? '',
      href: comment ? `/posts/${comment.postId}` : null,
    };
  }
  const post = entity && 'title' in entity ? entity : null;
  // The member's own ad ends its term soon: the link is where they renew it.
  if (item.type === 'expiring')
    return {
      kind: 'expiring',
      name,
      subject: post?.title ?? '',
      href: entity ? `/posts/${entity._id}` : null,
    };
  return { kind: 'post', name, subject: post?.title ?? '', href: entity ? `/posts/${entity._id}` : null };
}
