import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useSubmit } from 'react-router';
import type { PostSort } from '@souqna/contracts';
import type { ListingView } from '../../lib/listing-view.ts';
import { ViewToggle } from './view-toggle.tsx';

// A type-checked copy: importing the contracts' runtime here would ship zod with the home page.
const POST_SORTS = [
  'relevance',
  'newest',
  'oldest',
  'price_asc',
  'price_desc',
] as const satisfies readonly PostSort[];

/** Sort (a GET form, so it works without JS) and the grid / list toggle (a form that remembers the choice). */
export function ListingToolbar({ view, filterButton }: { view: ListingView; filterButton?: ReactNode }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const submit = useSubmit();
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([k]) => k !== 'sort' && k !== 'cursor');
  // Best match is offered, and is the default, when there are words to match (docs/decisions/0045-search-precision.md).
  const searching = Boolean(params.get('search')?.trim());
  const sorts = POST_SORTS.filter((s) => searching || s !== 'relevance');
  return (
    <div className="flex flex-wrap items-center gap-2">
      {filterButton}
      <Form
        method="get"
        // On a phone the sort takes what the filter button and the layout toggle leave, so the three
        // share one row in both languages.
        className="flex min-w-0 items-center gap-2 max-sm:flex-1 max-sm:basis-0"
        onChange={(e) => submit(e.currentTarget)}
      >
        {kept.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        {/* On a phone the select's own text says what it does; the label stays for screen readers. */}
        <label htmlFor="listing-sort" className="text-sm font-semibold max-sm:sr-only">
          {t('listing.sortLabel')}
        </label>
        <select
          id="listing-sort"
          name="sort"
          defaultValue={params.get('sort') ?? (searching ? 'relevance' : 'newest')}
          className="input min-h-10 min-w-0 py-1 sm:w-auto"
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {t(`listing.sort.${s}`)}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="btn btn-outline">
            {t('listing.apply')}
          </button>
        </noscript>
      </Form>
      <ViewToggle view={view} />
    </div>
  );
}
