// The watch list (docs/product/listings-and-search.md#watch-list, docs/decisions/0057-watch-list.md):
// a member's favourites tell them of a price drop, a sale and a return to sale; cards carry a
// "price dropped" mark for PRICE_DROP_MARK_DAYS after a drop.
import { z } from './zod.ts';
import { IsoDateSchema } from './schemas-common.ts';

/** Days a card shows "price dropped" with the old price struck through. */
export const PRICE_DROP_MARK_DAYS = 7;

/** What the favourites' members are told (notification types; entityId: the ad). */
export const WATCH_NOTIFICATION_TYPES = ['price-drop', 'favorite-sold', 'favorite-back'] as const;
export type WatchNotificationType = (typeof WATCH_NOTIFICATION_TYPES)[number];

/**
 * The card's and the ad page's optional mark: the price before the drop (in whole units, like
 * `price`) and when it dropped. Present only while the mark lasts and the price shows.
 */
export const PriceDropSchema = z.object({ from: z.number(), at: IsoDateSchema });
export type PriceDrop = z.infer<typeof PriceDropSchema>;
