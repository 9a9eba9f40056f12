// The e-mail of a daily digest, in the saver's language (docs/product/saved-searches.md#channels):
// up to DIGEST_MAX_ADS ads, newest first, each with its link, how many more the listing holds, the
// listing's link and the unsubscribe link that works signed out. Plain text, like every e-mail here.
import { DIGEST_MAX_ADS, savedSearchPath } from '@souqna/contracts';
import type { OutgoingMessage } from '../../../adapters/messaging/index.ts';

export type DigestAd = {
  id: string;
  title: string;
  price_minor: string;
  currncy: string;
  show_price: boolean;
};
type Digest = {
  to: string;
  locale: 'ar' | 'en';
  name: string;
  query: Record<string, string>;
  ads: DigestAd[];
  site: string;
  unsubscribeToken: string;
};

const CURRENCY = { ar: { SAR: 'ر.س', AED: 'د.إ' }, en: { SAR: 'SAR', AED: 'AED' } } as const;
/** First-strong isolates keep a Latin title in place inside an Arabic line (as push-texts.ts does). */
const iso = (s: string) => `\u2068${s}\u2069`;

function priceOf(ad: DigestAd, locale: 'ar' | 'en'): string {
  if (!ad.show_price) return locale === 'ar' ? 'السعر عند التواصل' : 'Price on request';
  const whole = (Number(ad.price_minor) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `${whole} ${CURRENCY[locale][ad.currncy as 'SAR' | 'AED'] ?? ad.currncy}`;
}

export function digestEmail(d: Digest): OutgoingMessage {
  const ar = d.locale === 'ar';
  const page = (path: string) => `${d.site}${ar ? '' : '/en'}${path}`;
  const shown = d.ads.slice(0, DIGEST_MAX_ADS);
  const more = d.ads.length - shown.length;
  const name = iso(d.name);
  const lines = [
    ar
      ? `الإعلانات الجديدة المطابقة لبحثك المحفوظ ${name}: ${d.ads.length}`
      : `${d.ads.length} new ${d.ads.length === 1 ? 'ad matches' : 'ads match'} your saved search ${name}:`,
    '',
    ...shown.flatMap((ad) => [
      `• ${iso(ad.title)} — ${priceOf(ad, d.locale)}`,
      `  ${page(`/posts/${ad.id}`)}`,
    ]),
    ...(more > 0 ? ['', ar ? `و${more} غيرها.` : `And ${more} more.`] : []),
    '',
    `${ar ? 'شاهدها كلها' : 'See them all'}: ${page(savedSearchPath(d.query))}`,
    '',
    `${ar ? 'لإيقاف تنبيهات هذا البحث' : 'Stop the alerts of this search'}: ${page(
      `/saved-searches/unsubscribe?token=${encodeURIComponent(d.unsubscribeToken)}`,
    )}`,
  ];
  return {
    channel: 'email',
    to: d.to,
    subject: ar ? `إعلانات جديدة لبحثك ${name} | سوقنا` : `New ads for your search ${name} | Souqna`,
    body: lines.join('\n'),
  };
}
