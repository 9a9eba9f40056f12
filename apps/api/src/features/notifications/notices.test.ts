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
