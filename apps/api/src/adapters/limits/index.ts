// Rate-limit counters: the only way in for the rest of the API.
export type { Limits } from './limits.ts';
export { ipKey } from './ip-key.ts';
export { createLimits } from './rate-limiter.ts';
