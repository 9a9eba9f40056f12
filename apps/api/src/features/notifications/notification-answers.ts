// A notification row as the API answers it (contracts NotificationSchema): the actor as userFrom,
// the thing it is about as entityId, the admin's own text for a broadcast.
import type { Notification } from '@souqna/contracts';
import type { NotificationRow } from './notifications.queries.ts';

function entityOf(r: NotificationRow): Notification['entityId'] {
  if (r.type === 'follow') return { _id: r.actor_id!, fullname: r.actor_fullname ?? '' };
  if (r.type === 'comment')
    return {
      _id: r.comment_id!,
      body: r.comment_body ?? '',
      postId: r.post_id!,
      postTitle: r.post_title ?? '',
    };
  if (r.type === 'admin') return null;
  if (r.type === 'saved-search')
    return {
      _id: r.saved_search_id!,
      name: r.search_name ?? '',
      query: r.search_query ?? {},
      count: r.item_count ?? 0,
    };
  const ad = { _id: r.post_id!, title: r.post_title ?? '' };
  // The watch list's drop: the old and new price as they were then (docs/decisions/0057-watch-list.md).
  if (r.type === 'price-drop' && r.price_from_minor !== null && r.price_to_minor !== null && r.price_currency)
    return {
      ...ad,
      oldPrice: Number(r.price_from_minor) / 100,
      price: Number(r.price_to_minor) / 100,
      currncy: r.price_currency,
    };
  return ad;
}

export function toNotification(r: NotificationRow): Notification {
  const admin = r.type === 'admin';
  return {
    _id: r.id,
    type: r.type,
    kind: r.kind,
    senderRole: admin ? 'admin' : 'user',
    en_title: r.en_title,
    ar_title: r.ar_title,
    en_message: r.en_message,
    ar_message: r.ar_message,
    userFrom: r.actor_id
      ? { _id: r.actor_id, fullname: r.actor_fullname ?? '', avatar: r.actor_avatar }
      : null,
    entityId: entityOf(r),
    createdAt: new Date(r.created_at).toISOString(),
  };
}
