// Souqna's own word to one member, written in both languages (senderRole 'admin'):
// - a moderator removed their ad, comment or review, and why; the reason is the admin's own words, quoted
//   as written in both (docs/product/social.md#reports);
// - a payment of theirs was received, failed or was refunded
//   (docs/product/payments.md#what-the-member-is-told).
import type { JobData, PaymentNotice, RemovalNotice } from '../../jobs/job-types.ts';

type Notice = JobData['notifications.notice'];
/**
 * First-strong isolates around what is not ours to word (a title, a receipt number): the message is
 * plain text, and a Latin title in an Arabic sentence, or "SQ-2026-000001" at a line end, would
 * otherwise be reordered by its neighbours (docs/product/i18n-and-rtl.md).
 */
const iso = (s: string) => `\u2068${s}\u2069`;
export type NoticeTexts = { en_title: string; ar_title: string; en_message: string; ar_message: string };

export function noticeTexts(n: Notice): NoticeTexts {
  return n.about === 'payment' ? paymentTexts(n) : removalTexts(n);
}

function removalTexts(n: RemovalNotice): NoticeTexts {
  if (n.removed === 'post')
    return {
      en_title: 'Your ad was removed',
      ar_title: 'تمت إزالة إعلانك',
      en_message: `Souqna's moderators removed your ad ${iso(`“${n.title}”`)}. Reason: ${n.reason}`,
      ar_message: `أزال مشرفو سوقنا إعلانك ${iso(`«${n.title}»`)}. السبب: ${n.reason}`,
    };
  if (n.removed === 'review')
    return {
      en_title: 'Your review was removed',
      ar_title: 'تمت إزالة تقييمك',
      en_message: `Souqna's moderators removed your review of the deal on ${iso(`“${n.title}”`)}. Reason: ${n.reason}`,
      ar_message: `أزال مشرفو سوقنا تقييمك للصفقة على ${iso(`«${n.title}»`)}. السبب: ${n.reason}`,
    };
  return {
    en_title: 'Your comment was removed',
    ar_title: 'تمت إزالة تعليقك',
    en_message: `Souqna's moderators removed your comment on ${iso(`“${n.title}”`)}. Reason: ${n.reason}`,
    ar_message: `أزال مشرفو سوقنا تعليقك على ${iso(`«${n.title}»`)}. السبب: ${n.reason}`,
  };
}

const CURRENCY_AR = { SAR: 'ر.س', AED: 'د.إ' } as const;

/**
 * As the web app writes a price (docs/product/i18n-and-rtl.md#digits): en-US grouping in both
 * languages, the halalas only when there are some: "500.00" → "500", "1500.50" → "1,500.50".
 */
export function noticeAmount(amount: string): string {
  const value = Number(amount);
  const fraction = Number.isInteger(value) ? 0 : 2;
  return value.toLocaleString('en-US', { minimumFractionDigits: fraction, maximumFractionDigits: 2 });
}

function paymentTexts(n: PaymentNotice): NoticeTexts {
  const amount = noticeAmount(n.amount);
  const en = `${amount} ${n.currency}`;
  const ar = `${amount} ${CURRENCY_AR[n.currency]}`;
  const enFor = n.postTitle ? ` for ${iso(`“${n.postTitle}”`)}` : '';
  const arFor = n.postTitle ? ` عن ${iso(`«${n.postTitle}»`)}` : '';
  // Worded without a number when there is none (a notice written before its payment had one).
  const receipt = n.receiptNumber ? iso(n.receiptNumber) : null;
  if (n.step === 'paid')
    return {
      en_title: 'Payment received',
      ar_title: 'تم استلام الدفعة',
      en_message: `We received your commission of ${en}${enFor}.${receipt ? ` Receipt ${receipt}.` : ''} Thank you.`,
      ar_message: `استلمنا عمولتك ${ar}${arFor}.${receipt ? ` رقم الإيصال ${receipt}.` : ''} شكرًا لك.`,
    };
  if (n.step === 'failed')
    return {
      en_title: 'Payment did not go through',
      ar_title: 'لم تكتمل الدفعة',
      en_message: `Your commission payment of ${en}${enFor} did not go through and nothing was charged. You can try again from Settings › Payments.`,
      ar_message: `لم تكتمل دفعة عمولتك ${ar}${arFor} ولم يُخصم أي مبلغ. يمكنك المحاولة مجددًا من الإعدادات › المدفوعات.`,
    };
  const enPayment = receipt ? `Your payment ${receipt} of ${en}` : `Your payment of ${en}`;
  const arPayment = receipt ? `دفعتك ${receipt} بمبلغ ${ar}` : `دفعتك بمبلغ ${ar}`;
  if (n.reason === 'duplicateCommission')
    return {
      en_title: 'Second payment refunded',
      ar_title: 'تم استرداد الدفعة المكررة',
      en_message: `The commission${enFor} was already paid, so we refunded your second payment${receipt ? ` ${receipt}` : ''} of ${en}.`,
      ar_message: `عمولة الإعلان${arFor} مدفوعة من قبل، لذلك استرددنا دفعتك الثانية${receipt ? ` ${receipt}` : ''} بمبلغ ${ar}.`,
    };
  return {
    en_title: 'Payment refunded',
    ar_title: 'تم استرداد الدفعة',
    en_message: `${enPayment}${enFor} was refunded.`,
    ar_message: `تم استرداد ${arPayment}${arFor}.`,
  };
}
