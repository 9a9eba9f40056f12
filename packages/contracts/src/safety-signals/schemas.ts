import { z } from '../zod.ts';
import { SAFETY_SIGNALS } from './signals.ts';

/** The signals a message or an ad carries (never empty where it is given). */
export const SafetySignalsSchema = z.array(z.enum(SAFETY_SIGNALS)).min(1);
