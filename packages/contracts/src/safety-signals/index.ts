export * from './signals.ts';
export { ibanChecksumHolds, isMarketIban } from './iban.ts';
export { isCourierLink, isPaymentLink } from './links.ts';
export { SAFETY_RULES, type SafetyRule } from './rules.ts';
export { adSignals, messageSignals, ruleFinds, safetyText, scamSignals } from './detect.ts';
export { SafetySignalsSchema } from './schemas.ts';
