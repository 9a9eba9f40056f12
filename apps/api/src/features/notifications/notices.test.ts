import { describe, expect, it } from 'vitest';
import { noticeAmount, noticeTexts } from './notices.ts';

// A payment notice's amount reads like a price on the site (docs/product/i18n-and-rtl.md#digits).
describe('payment notice amounts', () => {
  it('groups thousands en-US and shows halalas only when there are some', () => {
    expect(noticeAmount('500.00')).toBe('500');
    expect(noticeAmount('20000.00')).toBe('20,000');
    expect(noticeAmount('1500.50')).toBe('1,500.50');
    expect(noticeAmount('100000.05')).toBe('100,000.05');
  });

  it('words the amount so in both languages', () => {
    const texts = noticeTexts({
      about: 'payment',
      step: 'failed',
      noticeId: '00000000-0000-4000-8000-000000000001',
      recipientId: '00000000-0000-4000-8000-000000000002',
      senderId: null,
      amount: '12500.00',
      currency: 'AED',
      postTitle: null,
      receiptNumber: null,
    });
    expect(texts.en_message).toMatch(/^Your commission payment of 12,500 AED did not go through/);
    expect(texts.ar_message).toMatch(/^لم تكتمل دفعة عمولتك 12,500 د\.إ ولم/);
  });
});

describe('refund notices', () => {
  const refund = (over: object) =>
    noticeTexts({
      about: 'payment',
      step: 'refunded',
      noticeId: '00000000-0000-4000-8000-000000000003',
      recipientId: '00000000-0000-4000-8000-000000000002',
      senderId: null,
      amount: '500.00',
      currency: 'SAR',
      postTitle: null,
      receiptNumber: null,
      ...over,
    });

  it('are worded without a receipt number when there is none (never "payment  of")', () => {
    const texts = refund({});
    expect(texts.en_message).toBe('Your payment of 500 SAR was refunded.');
    expect(texts.ar_message).toBe('تم استرداد دفعتك بمبلغ 500 ر.س.');
  });

  it('name the receipt when there is one', () => {
    expect(refund({ receiptNumber: 'SQ-2026-000042' }).en_message).toMatch(
      /^Your payment \u2068?SQ-2026-000042\u2069? of 500 SAR was refunded\.$/,
    );
  });

  it('say why when the site gave back a second commission for one ad', () => {
    const texts = refund({ reason: 'duplicateCommission', receiptNumber: 'SQ-2026-000043' });
    expect(texts.en_title).toBe('Second payment refunded');
    expect(texts.en_message).toMatch(/^The commission was already paid, so we refunded your second payment /);
    expect(texts.ar_message).toMatch(/^عمولة الإعلان مدفوعة من قبل، لذلك استرددنا دفعتك الثانية /);
  });
});
