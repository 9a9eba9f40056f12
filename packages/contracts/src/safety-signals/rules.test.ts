import { describe, expect, it } from 'vitest';
import { ibanChecksumHolds, isMarketIban } from './iban.ts';
import { adSignals, messageSignals, ruleFinds, safetyText } from './detect.ts';
import { SAFETY_RULES } from './rules.ts';
import { SAFETY_SIGNALS } from './signals.ts';

describe('SAFETY_RULES (docs/product/safety.md#rules)', () => {
  it('has one rule per signal, each with texts it finds and innocent texts', () => {
    expect(SAFETY_RULES.map((r) => r.id)).toEqual([...SAFETY_SIGNALS]);
    for (const rule of SAFETY_RULES) {
      expect(rule.matches.length, rule.id).toBeGreaterThanOrEqual(3);
      expect(rule.innocent.length, rule.id).toBeGreaterThanOrEqual(3);
      expect(rule.reason.length, rule.id).toBeGreaterThan(40);
    }
  });

  describe.each(SAFETY_RULES.map((r) => [r.id, r] as const))('%s', (_id, rule) => {
    it.each(rule.matches.map((t) => [t]))('finds %s', (text) => {
      expect(ruleFinds(rule, safetyText(text))).toBe(true);
    });
    it.each(rule.innocent.map((t) => [t]))('leaves %s alone', (text) => {
      expect(ruleFinds(rule, safetyText(text))).toBe(false);
    });
  });
});

describe('IBAN checksum (ISO 7064 mod 97)', () => {
  it.each([
    ['SA0380000000608010167519', true],
    ['AE070331234567890123456', true],
    ['SA0380000000608010167518', false],
    ['GB82WEST12345698765432', true],
  ])('%s → %s', (iban, holds) => {
    expect(ibanChecksumHolds(iban)).toBe(holds);
  });

  it('takes only the two markets at their own lengths', () => {
    expect(isMarketIban('GB82WEST12345698765432')).toBe(false);
    expect(isMarketIban('SA03 8000 0000 6080 1016 7519')).toBe(true);
    expect(isMarketIban('AE07 0331 2345 6789 0123 456')).toBe(true);
    expect(isMarketIban('SA038000000060801016751')).toBe(false);
  });
});

describe('messageSignals', () => {
  it('lists every signal of a message once, in table order', () => {
    expect(
      messageSignals(
        'حول العربون أولاً على SA03 8000 0000 6080 1016 7519 أو paypal.me/x والثاني SA0380000000608010167519',
      ),
    ).toEqual(['iban', 'payment_link', 'deposit_request']);
  });

  it('never reports a phone number in a chat (members share numbers there on purpose)', () => {
    expect(messageSignals('Call me on 0551234567')).toEqual([]);
  });

  it('has nothing to say about an everyday message', () => {
    expect(messageSignals('السلام عليكم، هل السيارة متوفرة؟ ممكن أشوفها بكرة العصر')).toEqual([]);
    expect(messageSignals('Is it still available? Can I see it tomorrow at 5?')).toEqual([]);
  });
});

describe('adSignals', () => {
  const ad = { title: 'كامري 2019 نظيفة', description: 'للتواصل واتساب ٠٥٥١٢٣٤٥٦٧' };

  it('finds a phone number only when the seller hides theirs', () => {
    expect(adSignals(ad, { hidesPhone: true })).toEqual(['phone_in_ad']);
    expect(adSignals(ad, { hidesPhone: false })).toEqual([]);
  });

  it('reads the title as well as the description', () => {
    expect(
      adSignals({ title: 'iPhone 15 — pay at buy.stripe.com/x1', description: null }, { hidesPhone: false }),
    ).toEqual(['payment_link']);
  });
});

describe('the innocent texts of every rule', () => {
  const all = SAFETY_RULES.flatMap((r) => r.innocent);
  it.each(all.map((t) => [t]))('carry no signal at all: %s', (text) => {
    expect(messageSignals(text)).toEqual([]);
    expect(adSignals({ title: text }, { hidesPhone: true })).toEqual([]);
  });
});
