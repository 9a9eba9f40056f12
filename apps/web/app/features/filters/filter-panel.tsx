import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigate } from 'react-router';
import type { Country } from '@souqna/contracts';
import { AddressSection } from './address-section.tsx';
import { DateSection } from './date-section.tsx';
import type { DetailFilterProps } from './detail-section.tsx';
import {
  FILTER_KEYS,
  canClear,
  filterFromQuery,
  filterReducer,
  filterToQuery,
  priceBounds,
} from './filter-state.ts';
import { PriceSection } from './price-section.tsx';
import { readShownFilter, shownChanges } from './shown-filter.ts';
import { useVisitorCountry } from '../../lib/use-visitor-country.ts';

type Props = { countries: Country[]; details?: DetailFilterProps; onApplied?: () => void };

/**
 * The filter panel (docs/product/listings-and-search.md#filter-panel). A GET form: without JS the named controls submit as they are; with
 * JS, Apply writes exactly the reducer's filter to the address, keeping search, sort and view.
 */
export function FilterPanel({ countries, details, onApplied }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = new URLSearchParams(location.search);
  // With no country picked, the price's currency is the visitor's (docs/decisions/0048-visitor-country.md).
  const { currency } = useVisitorCountry();
  const [state, dispatch] = useReducer(filterReducer, current, (params) =>
    filterFromQuery(params, countries, currency),
  );
  const form = useRef<HTMLFormElement>(null);
  const first = useRef(state);
  useEffect(() => {
    // What was picked before hydration lives only in the controls: take it into the state
    // before the next render puts the address's values back.
    if (!form.current) return;
    for (const action of shownChanges(first.current, readShownFilter(form.current))) dispatch(action);
  }, []);
  const kept = [...current].filter(([k]) => k !== 'cursor' && !FILTER_KEYS.includes(k));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams([...kept, ...filterToQuery(state)]);
    const query = next.toString();
    void navigate(`${location.pathname}${query ? `?${query}` : ''}`);
    onApplied?.();
  };
  return (
    <Form
      ref={form}
      method="get"
      onSubmit={apply}
      className="flex flex-col gap-6"
      aria-label={t('filter.title')}
    >
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {/* The country first: it sets the price's currency and the places below it (issue 18.2). */}
      <AddressSection state={state} dispatch={dispatch} countries={countries} />
      <PriceSection state={state} dispatch={dispatch} bounds={priceBounds(current)} />
      {details && (
        <details.Section
          keys={details.keys}
          slug={details.slug}
          makes={details.makes}
          state={state}
          dispatch={dispatch}
        />
      )}
      <DateSection state={state} dispatch={dispatch} />
      {/* In the phone's sheet (which scrolls) Clear and Apply stay in sight at its bottom. */}
      <div className="filter-actions">
        <button
          type="button"
          className="btn btn-outline flex-1"
          disabled={!canClear(state)}
          onClick={() => dispatch({ type: 'clear' })}
        >
          {t('filter.clear')}
        </button>
        <button type="submit" className="btn btn-primary flex-1">
          {t('filter.apply')}
        </button>
      </div>
    </Form>
  );
}
