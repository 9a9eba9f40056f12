// A first page's result count is shared by every viewer; a member's blocks take theirs away
// (docs/product/listings-and-search.md#result-count).

/**
 * The viewer's count from the shared one (`all`) and the matches by sellers they blocked
 * (`hidden`), both read up to cap + 1; null when only a count of their own can say.
 */
export function viewersCount(all: number, hidden: number, cap: number): number | null {
  if (hidden === 0) return all;
  // Past the cap the shared count is a floor: the difference is one too when the blocked
  // sellers' matches were counted exactly (not capped) and still leaves more than the cap
  // (a common word's floor from the term counts, listing.queries.ts); otherwise it says nothing.
  if (all > cap) return hidden <= cap && all - hidden > cap ? all - hidden : null;
  return Math.max(0, all - hidden);
}
