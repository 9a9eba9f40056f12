// The safety rules, in one reviewed table (docs/product/safety.md#rules). Each reads the text folded as
// search folds it (foldLetters: أ/إ/آ → ا, ى → ي, ة → ه, marks gone, Arabic-Indic digits as ASCII,
// ASCII lower case), so "٠٥٥…" and "Sa03…" are read as "055…" and "sa03…". Every rule carries texts
// it must find and innocent texts it must not: rules.test.ts runs both, and a change to a pattern
// starts with the example that shows why.
import { isMarketIban } from './iban.ts';
import { isCourierLink, isPaymentLink, LINK } from './links.ts';
import type { SafetyScope, SafetySignal } from './signals.ts';

export type SafetyRule = {
  id: SafetySignal;
  /** Where it applies; `phone_in_ad` also needs a seller who hides their phone. */
  scopes: readonly SafetyScope[];
  /** Why it is a signal, for the reviewers of this table (the notes' wording is in the i18n files). */
  reason: string;
  /** Global patterns over the folded text; a hit counts when `accept` (if any) agrees. */
  patterns: readonly RegExp[];
  accept?: (hit: string) => boolean;
  /** Texts, as people type them, the rule must find. */
  matches: readonly string[];
  /** Texts it must not find. */
  innocent: readonly string[];
};

// An Arabic word's edges (\b knows only ASCII letters).
const A = '(?<![\\u0620-\\u064a])';
const Z = '(?![\\u0620-\\u064a])';
const ar = (source: string) => new RegExp(source, 'g');

// English: a transfer asked for, the money it is about, and "first" (in either order).
const SEND = '\\b(?:send|transfer|wire|pay)\\b';
const MONEY =
  '(?:\\b(?:deposit|advance|down ?payment|booking fee|reservation fee|holding fee|shipping fee|customs fee|full amount|money)s?\\b|\\b\\d[\\d,.]* ?(?:sar|aed|riyals?|dirhams?)\\b)';
const FIRST =
  '\\b(?:first|upfront|up front|in advance|before (?:i|we) (?:ship|send|deliver|post)|to (?:hold|reserve|book|secure|keep) (?:it|the|your))\\b';
const CLAUSE = '[^.!?\\n]{0,40}?';

// Arabic: transfer/send/pay (imperative or second person; "حول" also means "about", so not after
// "a question"), the deposit, advance or fees, and the condition "before shipping / first / to reserve".
const AR_SEND = `${A}(?<!(?:سؤال|استفسار|اسال|الكلام|تفاصيل) )(?:حول|حولي|حولوا|تحول|تحولي|تحويل|ارسل|ارسلي|ترسل|ترسلي|ابعث|ابعثي|تبعث|ابعت|تبعت|ادفع|ادفعي|دز|دزي|تدز)(?: ?لي| ?لنا)?${Z}`;
const AR_MONEY = `${A}(?:ال)?(?:عربون|مقدم|دفعه مقدمه|مبلغ مقدم|رسوم (?:ال)?(?:شحن|توصيل|جمارك|حجز))${Z}`;
const AR_FIRST = `${A}(?:قبل (?:ال)?(?:شحن|ارسال|توصيل|استلام)|قبل (?:ما|لا) (?:اشحن|ارسل|ابعث|اوصل)|اولا|مقدما|لحجز|للحجز|عشان احجز|حتي احجز|واحجز|لتثبيت|عشان اثبت|عشان اشحن|واشحن|وارسل)${Z}`;
const AR_WORDS = '(?: \\S+){0,4}? ';

export const SAFETY_RULES: readonly SafetyRule[] = [
  {
    id: 'iban',
    scopes: ['chat', 'ad'],
    reason:
      'A bank account number asks for a transfer: the usual way to lose a deposit. Only a Saudi (SA + 22 digits) or Emirati (AE + 21 digits) IBAN whose mod-97 checksum holds counts.',
    patterns: [/(?<![a-z0-9])(?:sa|ae)(?:[ -]?\d){21,22}(?!\d)/g],
    accept: isMarketIban,
    matches: [
      'IBAN: SA03 8000 0000 6080 1016 7519',
      'حول على الايبان SA0380000000608010167519',
      'ايبان: SA٠٣٨٠٠٠٠٠٠٠٦٠٨٠١٠١٦٧٥١٩',
      'ae07 0331 2345 6789 0123 456 Emirates NBD',
      'AE070331234567890123456',
    ],
    innocent: [
      'Delivery to SA 24 hours, price 5000',
      'SA03 8000 0000 6080 1016 7518', // one digit wrong: the checksum fails
      'Model SA2231 serial 80000000608010167519',
      'الموديل AE86 تويوتا 1987 الممشى 250000',
      'GB82 WEST 1234 5698 7654 32',
    ],
  },
  {
    id: 'payment_link',
    scopes: ['chat', 'ad'],
    reason:
      'A link to a payment page (a "pay" host, a known wallet or checkout, a /pay or /checkout path) takes the deal off Souqna before the buyer has seen the item.',
    patterns: [LINK],
    accept: isPaymentLink,
    matches: [
      'ادفع من هنا https://paypal.me/ahmed123',
      'Pay here: buy.stripe.com/14k2abc',
      'www.secure-stcpay.com.sa/confirm',
      'رابط الدفع: tabby.ai/l/x9',
      'https://shop.example.com/checkout?item=4',
    ],
    innocent: [
      'I accept PayPal or cash on pickup',
      'الدفع كاش عند الاستلام',
      'See the review: youtube.com/watch?v=abc',
      'Price 5,000 SAR. Display 6.1 inch',
      'More pictures at instagram.com/cars.riyadh',
    ],
  },
  {
    id: 'courier_link',
    scopes: ['chat', 'ad'],
    reason:
      'A courier or tracking link sent by the other side is how fake "pay the shipping" pages reach buyers and sellers; naming a courier without a link is fine.',
    patterns: [LINK],
    accept: isCourierLink,
    matches: [
      'Track your parcel: aramex-sa-delivery.com/p/772',
      'ادفع رسوم التوصيل من الرابط smsa-express.net/pay',
      'http://dhl.track-ksa.info/8812',
      'رابط الشحنة spl-online.co/track/55',
    ],
    innocent: [
      'I can ship it with Aramex or SMSA at your cost',
      'التوصيل متاح داخل الرياض',
      'Free delivery in Dubai, call after 5',
      'Watch the video at youtube.com/shorts/abc',
    ],
  },
  {
    id: 'deposit_request',
    scopes: ['chat', 'ad'],
    reason:
      "A request to transfer a deposit, an advance or fees before the item is seen or shipped: the pattern of most classifieds fraud. A deposit mentioned without a request for it first (a rent's security deposit, a financed car's down payment) is not one.",
    patterns: [
      new RegExp(`${SEND}${CLAUSE}${MONEY}${CLAUSE}${FIRST}`, 'g'),
      new RegExp(`${FIRST}${CLAUSE}${SEND}${CLAUSE}${MONEY}`, 'g'),
      new RegExp(`${SEND}${CLAUSE}${FIRST}${CLAUSE}${MONEY}`, 'g'),
      ar(`${AR_SEND}${AR_WORDS}${AR_MONEY}`),
      ar(`${AR_MONEY}${AR_WORDS}${AR_FIRST}`),
    ],
    matches: [
      'Please transfer a deposit of 500 first and I will ship the car',
      'You need to send 300 AED upfront to hold it',
      'First, wire the deposit, then we talk',
      'Send the shipping fee before I ship',
      'حول العربون على الحساب وأشحن لك السيارة',
      'ارسل لي عربون ٥٠٠ ريال قبل الشحن',
      'العربون 1000 ريال لحجز الجوال',
      'لازم تحوّل المقدم أولاً',
      'ادفع رسوم الشحن وابعث الإيصال',
    ],
    innocent: [
      'Security deposit 5000 AED, rent paid in 4 cheques',
      'No deposit needed, pay when you see the car',
      "I'll pay 45,000 SAR in cash when I see it",
      'I paid a deposit on a new one so this must go',
      'Transfer of ownership at the traffic department',
      'نقل الملكية على المشتري',
      'دفعة أولى 10000 والباقي أقساط',
      'الدفع كاش عند الاستلام ولا يوجد عربون',
      'عندي سؤال حول العربون هل يسترد؟',
      'الصدام المقدم نظيف والسعر 5000',
    ],
  },
  {
    id: 'phone_in_ad',
    scopes: ['ad'],
    reason:
      'The seller hides their phone yet writes a number in the ad: the reader is told to keep to the chat, where Souqna can help. Saudi and Emirati mobiles (05…, +966 5…, +971 5…, 9665…) in Latin or Arabic-Indic digits, with spaces, dots or dashes.',
    patterns: [/(?<![\d+])(?:(?:\+|00)? ?(?:966|971)[ .-]?(?:\(0\) ?)?0?|0)5(?:[ .-]?\d){8}(?!\d)/g],
    matches: [
      'للتواصل 0551234567',
      'واتساب ٠٥٠١٢٣٤٥٦٧',
      'Call +966 55 123 4567',
      'WhatsApp 00971-50-123-4567',
      'جوال 055 123 4567',
      'رقمي 966501234567',
    ],
    innocent: [
      'السعر 5000 ريال',
      'Model 2019, mileage 150,000 km',
      'Serial 5012345678, ad #1042',
      'Samsung S24 512GB, bought 05/2024',
      'Phone number hidden: message me here',
      'VIN JTDKB20U993512345',
    ],
  },
];
