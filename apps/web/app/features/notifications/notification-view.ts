import { savedSearchPath, type Currency, type Notification, type NotificationKind } from '@souqna/contracts';

/** What one notification says and where it leads, before translation (docs/product/conversations-and-notifications.md#notifications). */
export type NotificationView =
  | { kind: 'admin'; title: string; message: string; href: null }
  | {
      kind: 'follow' | 'comment' | 'post' | 'expiring' | 'review' | 'favorite-sold' | 'favorite-back';
      name: string;
      subject: string;
      href: string | null;
    }
  /** The watch list's drop: the old and new price in the ad's currency (docs/product/listings-and-search.md#watch-list). */
  | { kind: 'price-drop'; name: string; subject: string; href: string | null; prices: Prices | null }
  /** New ads matched a saved search: its name, how many, and its listing (docs/product/saved-searches.md). */
  | { kind: 'savedSearch'; name: string; subject: string; count: number; href: string };
type Prices = { from: number; to: number; currency: Currency };

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
  if (item.type === 'saved-search') {
    const search = entity && 'count' in entity ? entity : null;
    return {
      kind: 'savedSearch',
      name: search?.name ?? '',
      subject: '',
      count: search?.count ?? 0,
      href: search ? savedSearchPath(search.query) : '/setting/searches',
    };
  }
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
  const href = entity ? `/posts/${entity._id}` : null;
  // The member's own ad ends its term soon: the link is where they renew it. A rating of a deal
  // leads to the ad it was about (the review itself is on the member's profile); a favourite sold or
  // back on sale, to that ad.
  if (
    item.type === 'expiring' ||
    item.type === 'review' ||
    item.type === 'favorite-sold' ||
    item.type === 'favorite-back'
  )
    return { kind: item.type, name, subject: post?.title ?? '', href };
  if (item.type === 'price-drop') {
    const known = post?.oldPrice !== undefined && post.price !== undefined && post.currncy;
    const prices = known ? { from: post.oldPrice!, to: post.price!, currency: post.currncy! } : null;
    return { kind: 'price-drop', name, subject: post?.title ?? '', href, prices };
  }
  return { kind: 'post', name, subject: post?.title ?? '', href: entity ? `/posts/${entity._id}` : null };
}
