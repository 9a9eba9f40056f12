// A reader may pick in the server-rendered panel before React hydrates; React keeps what the
// controls show, but the reducer still holds the address's filter and would overwrite the
// controls on its next render. These read the controls back and turn them into actions.
import { CURRENCIES } from '@souqna/contracts/limits';
import type { FilterAction, FilterState } from './filter-state.ts';

/** What the controls show; a key is missing when its control is not in the page. */
export type ShownFilter = Partial<
  Pick<
    FilterState,
    | 'allPrice'
    | 'currency'
    | 'allDate'
    | 'fromDate'
    | 'toDate'
    | 'country'
    | 'state'
    | 'city'
    | 'carMake'
    | 'carModel'
  >
>;

/**
 * The actions that bring `from` (the address's filter) to what the controls show. Each action
 * sets a value, so running the list twice (StrictMode) ends in the same state.
 */
export function shownChanges(from: FilterState, shown: ShownFilter): FilterAction[] {
  const out: FilterAction[] = [];
  if (shown.allPrice !== undefined && shown.allPrice !== from.allPrice) {
    out.push({ type: 'allPrice', value: shown.allPrice });
  }
  if (shown.allPrice === false && shown.currency && shown.currency !== from.currency) {
    out.push({ type: 'currency', value: shown.currency });
  }
  // 'All dates' first: a date typed as well is the later, stronger wish and unchecks it again.
  if (shown.allDate !== undefined && shown.allDate !== from.allDate) {
    out.push({ type: 'allDate', value: shown.allDate });
  }
  for (const key of ['fromDate', 'toDate'] as const) {
    const value = shown[key];
    if (value !== undefined && value !== from[key]) out.push({ type: key, value });
  }
  // The state and city lists on the page belong to the address's country and state, so below the
  // first place that changed the shown values are stale: that change clears them (docs/product/listings-and-search.md#filter-panel).
  for (const chain of [['country', 'state', 'city'] as const, ['carMake', 'carModel'] as const]) {
    for (const key of chain) {
      const value = shown[key];
      if (value !== undefined && value !== from[key]) {
        out.push({ type: key, value });
        break;
      }
    }
  }
  return out;
}

/** Reads the panel's controls (by their query names; the 'show all' boxes by data-filter). */
export function readShownFilter(form: HTMLFormElement): ShownFilter {
  const named = (name: string) => {
    const control = form.elements.namedItem(name) as { value?: unknown } | null;
    return typeof control?.value === 'string' ? control.value : undefined;
  };
  const box = (field: string) =>
    form.querySelector<HTMLInputElement>(`input[data-filter="${field}"]`)?.checked ?? undefined;
  const currency = named('currncy');
  return {
    allPrice: box('allPrice'),
    currency: CURRENCIES.find((c) => c === currency),
    allDate: box('allDate'),
    fromDate: named('dateFrom'),
    toDate: named('dateTo'),
    country: named('country'),
    state: named('state'),
    city: named('city'),
    carMake: named('carMake'),
    carModel: named('carModel'),
  };
}
