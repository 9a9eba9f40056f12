// What a push says, in the member's saved language (docs/product/conversations-and-notifications.md#push):
// the same words as the notification list and the chat (apps/web/app/i18n), a link to the page, and
// a tag so a newer push about the same room or notification replaces the older one on the device.
// Only what the notification itself shows travels, clipped, so a push stays far under the 4 KB a
// push service carries (RFC 8291 §4).
import { EXPIRY_NOTICE_DAYS, savedSearchPath, type Notification, type PushPayload } from '@souqna/contracts';

type Locale = 'ar' | 'en';
/** What a line of the notification shows of a member's text; the rest is one tap away. */
export const PUSH_TEXT_MAX = 140;

/**
 * First-strong isolates around what is not ours to word (a name, a title, a message), like
 * features/notifications/notices.ts: a Latin name in an Arabic sentence keeps its place.
 */
const iso = (s: string) => `\u2068${s}\u2069`;
const clip = (s: string) => {
  const chars = Array.from(s.replace(/\s+/g, ' ').trim());
  return chars.length > PUSH_TEXT_MAX ? `${chars.slice(0, PUSH_TEXT_MAX - 1).join('')}…` : chars.join('');
};
/** The page in the member's language: Arabic at the root, English under /en. */
const page = (locale: Locale, path: string) => (locale === 'en' ? `/en${path}` : path);
const frame = (locale: Locale) => ({
  lang: locale,
  dir: locale === 'ar' ? ('rtl' as const) : ('ltr' as const),
});

export type ChatNotice = { roomId: string; senderName: string; body: string; hasImage: boolean };

export function chatPush(m: ChatNotice, locale: Locale): PushPayload {
  const name = iso(clip(m.senderName));
  const photo = locale === 'ar' ? '📷 صورة' : '📷 Photo';
  return {
    title: locale === 'ar' ? `رسالة جديدة من ${name}` : `New message from ${name}`,
    body: m.body.trim() ? iso(clip(m.body)) : photo,
    url: page(locale, `/chats?room=${encodeURIComponent(m.roomId)}`),
    tag: `chat:${m.roomId}`,
    ...frame(locale),
  };
}

const TITLES = {
  follow: { en: 'New follower', ar: 'متابع جديد' },
  comment: { en: 'New comment', ar: 'تعليق جديد' },
  post: { en: 'New ad', ar: 'إعلان جديد' },
  expiring: { en: 'Your ad ends soon', ar: 'إعلانك ينتهي قريبًا' },
  review: { en: 'New rating', ar: 'تقييم جديد' },
  'price-drop': { en: 'Price dropped', ar: 'انخفض السعر' },
  'favorite-sold': { en: 'A favourite was sold', ar: 'بيع إعلان من مفضلتك' },
  'favorite-back': { en: 'Back on sale', ar: 'عاد للبيع' },
  'saved-search': { en: 'New ads for your search', ar: 'إعلانات جديدة لبحثك' },
} as const;

const CURRENCY = { en: { SAR: 'SAR', AED: 'AED' }, ar: { SAR: 'ر.س', AED: 'د.إ' } } as const;
/** As the web app writes a price (docs/product/i18n-and-rtl.md#digits): en-US grouping in both languages. */
const money = (amount: number, currency: 'SAR' | 'AED', locale: Locale) =>
  iso(`${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${CURRENCY[locale][currency]}`);

/** The watch list's three (docs/decisions/0057-watch-list.md): a favourite's drop, sale or return. */
function watchBody(n: Notification, locale: Locale, subject: string): string {
  const e = n.entityId && 'title' in n.entityId ? n.entityId : null;
  if (n.type === 'price-drop' && e?.oldPrice !== undefined && e.price !== undefined && e.currncy) {
    const [from, to] = [money(e.oldPrice, e.currncy, locale), money(e.price, e.currncy, locale)];
    return locale === 'ar'
      ? `انخفض سعر ${subject} من ${from} إلى ${to}`
      : `${subject} dropped from ${from} to ${to}`;
  }
  if (n.type === 'favorite-sold')
    return locale === 'ar' ? `تم بيع ${subject} من مفضلتك` : `${subject} from your favourites was sold`;
  return locale === 'ar'
    ? `${subject} من مفضلتك عاد للبيع`
    : `${subject} from your favourites is back on sale`;
}

/** A saved search's alert: how many new ads, its name, and its listing (docs/product/saved-searches.md). */
function savedSearchPush(n: Notification, locale: Locale, common: { tag: string }): PushPayload {
  const s = n.entityId && 'count' in n.entityId ? n.entityId : null;
  const name = iso(clip(s?.name ?? ''));
  const count = s?.count ?? 0;
  const body =
    locale === 'ar'
      ? `إعلانات جديدة تطابق ${name}: ${count}`
      : `${count} new ${count === 1 ? 'ad matches' : 'ads match'} ${name}`;
  const url = page(locale, s ? savedSearchPath(s.query) : '/notification');
  return { title: TITLES['saved-search'][locale], body, url, ...common, ...frame(locale) };
}

/** A notification as the list shows it (apps/web/app/features/notifications/notification-view.ts). */
export function notificationPush(n: Notification, locale: Locale): PushPayload {
  const common = { tag: `notification:${n._id}`, ...frame(locale) };
  if (n.type === 'admin' || n.senderRole === 'admin') {
    const title = (locale === 'ar' ? n.ar_title : n.en_title) ?? n.en_title ?? '';
    const body = (locale === 'ar' ? n.ar_message : n.en_message) ?? n.en_message ?? '';
    return { title: clip(title), body: clip(body), url: page(locale, '/notification'), ...common };
  }
  if (n.type === 'saved-search') return savedSearchPush(n, locale, common);
  const name = iso(clip(n.userFrom?.fullname || (locale === 'ar' ? 'أحد الأعضاء' : 'A member')));
  const entity = n.entityId;
  const title = TITLES[n.type][locale];
  if (n.type === 'follow') {
    const url = entity ? page(locale, `/profile/${entity._id}`) : page(locale, '/notification');
    const body = locale === 'ar' ? `بدأ ${name} بمتابعتك` : `${name} started following you`;
    return { title, body, url, ...common };
  }
  if (n.type === 'comment') {
    const c = entity && 'postId' in entity ? entity : null;
    const subject = iso(clip(c?.postTitle ?? ''));
    const body =
      locale === 'ar' ? `علّق ${name} على إعلانك ${subject}` : `${name} commented on your post ${subject}`;
    return { title, body, url: page(locale, c ? `/posts/${c.postId}` : '/notification'), ...common };
  }
  const subject = iso(clip(entity && 'title' in entity ? entity.title : ''));
  if (n.type === 'review') {
    const body = locale === 'ar' ? `قيّم ${name} صفقتك ${subject}` : `${name} rated your deal ${subject}`;
    return { title, body, url: page(locale, entity ? `/posts/${entity._id}` : '/notification'), ...common };
  }
  if (n.type === 'expiring') {
    const body =
      locale === 'ar'
        ? `ينتهي إعلانك ${subject} خلال ${EXPIRY_NOTICE_DAYS} أيام: جدّده ليبقى ظاهرًا`
        : `Your ad ${subject} ends in ${EXPIRY_NOTICE_DAYS} days: renew it to keep it listed`;
    return { title, body, url: page(locale, entity ? `/posts/${entity._id}` : '/notification'), ...common };
  }
  if (n.type !== 'post') {
    const body = watchBody(n, locale, subject);
    return { title, body, url: page(locale, entity ? `/posts/${entity._id}` : '/notification'), ...common };
  }
  const body =
    locale === 'ar' ? `نشر ${name} إعلانًا جديدًا: ${subject}` : `${name} published a new ad: ${subject}`;
  return { title, body, url: page(locale, entity ? `/posts/${entity._id}` : '/notification'), ...common };
}
