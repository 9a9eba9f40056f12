// Runs the table of rules.ts over a text: which signals it carries, in SAFETY_SIGNALS order.
import { foldLetters } from '../search-normalize.ts';
import { SAFETY_RULES, type SafetyRule } from './rules.ts';
import { SAFETY_SIGNALS, SCAM_SIGNALS, type SafetyScope, type SafetySignal } from './signals.ts';

/** The text as the rules read it: folded as search folds it, punctuation kept, spaces collapsed. */
export const safetyText = (value: string) => foldLetters(value).replace(/\s+/g, ' ').trim();

/** Whether one rule finds something in text already folded by safetyText. */
export function ruleFinds(rule: SafetyRule, folded: string): boolean {
  return rule.patterns.some((pattern) =>
    [...folded.matchAll(pattern)].some((m) => !rule.accept || rule.accept(m[0])),
  );
}

function detect(text: string, scope: SafetyScope, skip: (id: SafetySignal) => boolean): SafetySignal[] {
  const folded = safetyText(text);
  if (!folded) return [];
  const found = new Set(
    SAFETY_RULES.filter((r) => r.scopes.includes(scope) && !skip(r.id) && ruleFinds(r, folded)).map(
      (r) => r.id,
    ),
  );
  return SAFETY_SIGNALS.filter((id) => found.has(id));
}

/** The signals of a chat message (never blocks it: the receiver is shown a note). */
export const messageSignals = (body: string): SafetySignal[] => detect(body, 'chat', () => false);

/** The signals of an ad's title and description; a phone number counts only when the seller hides theirs. */
export function adSignals(
  ad: { title: string; description?: string | null },
  seller: { hidesPhone: boolean },
): SafetySignal[] {
  const text = `${ad.title}\n${ad.description ?? ''}`;
  return detect(text, 'ad', (id) => id === 'phone_in_ad' && !seller.hidesPhone);
}

/** The signals that flag an ad to the moderators (a phone number alone does not). */
export const scamSignals = (signals: readonly SafetySignal[]) =>
  signals.filter((s) => SCAM_SIGNALS.includes(s));
