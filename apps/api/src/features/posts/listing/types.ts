// The listing sub-module's types in one place (docs/product/listings-and-search.md).
import type { ChoiceKey, PostSort, RangeKey } from '@souqna/contracts';
import type { Cursor } from '../../../lib/cursor.ts';
import type { CardRow } from '../../../domain/post-cards.ts';

/** Filters resolved to codes and ids (listing.service.ts), ready for SQL. */
export type ListFilters = {
  tsquery?: string;
  dateFrom?: Date;
  dateTo?: Date;
  currncy?: 'SAR' | 'AED';
  countryCode?: string;
  stateCode?: string;
  cityIds?: number[];
  categoryId?: string;
  categoryRootId?: string;
  priceMin?: number;
  priceMax?: number;
  userId?: string;
  carModels?: string[];
  /** Details by category: whole-unit bounds, and the accepted values of a choice (docs/decisions/0039). */
  ranges?: { key: RangeKey; min?: number; max?: number }[];
  choices?: { key: ChoiceKey; values: string[] }[];
  /** The signed-in viewer: hearts, and the ads of members they blocked left out. */
  viewerId?: string;
  /** Only the ads of members this viewer blocked: what a shared result count takes away for them. */
  hiddenBy?: string;
};

/** Filters that an ordered index can lead a walk with (the index's first column). */
export type Lead = 'cityIds' | 'stateCode' | 'categoryRootId' | 'categoryId' | 'carModels';

/**
 * gin: the text matches first. walk: a bounded walk of the lead filter's ordered index testing
 * the text per row (search-plan.ts chooses between the two).
 */
export type SearchPlan = { mode: 'gin' } | { mode: 'walk'; lead: Lead | null; walkCap: number };
/** plain: no text, the planner walks the filter's ordered index. */
export type ListPlan = { mode: 'plain' } | SearchPlan;

/** Ads per frequent search token and per filter value (search-stats.ts). */
export type SearchStats = { total: number; counts: ReadonlyMap<string, number> };

export type ListPage = { filters: ListFilters; sort: PostSort; after: Cursor | undefined; limit: number };
export type ListedRow = CardRow & { sort_key: string };
