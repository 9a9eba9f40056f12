// POST /api/post/{id}/view: the ad page tells the API it was seen (docs/decisions/0040-ad-views.md).
// Its own small module, so the ad page's script carries only this much of the contracts.
import { z } from './zod.ts';

/** counted: false for the seller's own look, a repeat within the window, or a robot. */
export const ViewCountedSchema = z.object({ counted: z.boolean() });
export type ViewCounted = z.infer<typeof ViewCountedSchema>;
