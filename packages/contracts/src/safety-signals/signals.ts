// The safety signals (docs/product/safety.md): what the rules of rules.ts find in a chat message or
// an ad's text. No schemas and no patterns here, so a page can name them without loading either.

/** Every signal, in the order a note lists them. */
export const SAFETY_SIGNALS = [
  'iban',
  'payment_link',
  'courier_link',
  'deposit_request',
  'phone_in_ad',
] as const;
export type SafetySignal = (typeof SAFETY_SIGNALS)[number];

/** Where a rule looks: a chat message, or an ad's title and description. */
export type SafetyScope = 'chat' | 'ad';

/**
 * The signals of a possible scam: an ad carrying one is flagged to the moderators; a phone number in
 * the text of a seller who hides theirs only earns the reader a note.
 */
export const SCAM_SIGNALS: readonly SafetySignal[] = [
  'iban',
  'payment_link',
  'courier_link',
  'deposit_request',
];

/**
 * A sender whose first messages to `sellers` different members within `windowSeconds` carry a
 * signal is flagged to the moderators and slowed: for `slowedSeconds` they may send at most
 * `messagesPerMinute` messages a minute (docs/decisions/0054-scam-and-contact-leak-guard.md).
 */
export const SAFETY_SLOWDOWN = {
  sellers: 3,
  windowSeconds: 3600,
  slowedSeconds: 3600,
  messagesPerMinute: 3,
} as const;

/** The safety tips page, linked from every note (under /en in English). */
export const SAFETY_TIPS_PATH = '/help/safety';
