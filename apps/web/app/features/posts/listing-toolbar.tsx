import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import type { PostSort } from '@souqna/contracts';
import type { ListingView } from './post-card.tsx';

// A type-checked copy: importing the contracts' runtime here would ship zod with the home page.
const POST_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const satisfies readonly PostSort[];

/** Query with one key changed and the cursor dropped (a new order or view starts at page one). */
export function withParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  params.delete('cursor');
  if (value === null) params.delete(key);
  else params.set(key, value);
  const s = params.toString();
  return s ? `?${s}` : '?';
}

/** Sort (a GET form, so it works without JS) and the grid / agenda toggle (plain links). */
export function ListingToolbar({ view, filterButton }: { view: ListingView; filterButton?: ReactNode }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const submit = useSubmit();
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([k]) => k !== 'sort' && k !== 'cursor');
  return (
    <div className="flex flex-wrap items-center gap-2">
      {filterButton}
      <Form method="get" className="flex items-center gap-2" onChange={(e) => submit(e.currentTarget)}>
        {kept.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <label htmlFor="listing-sort" className="text-sm font-semibold">
          {t('listing.sortLabel')}
        </label>
        <select
          id="listing-sort"
          name="sort"
          defaultValue={params.get('sort') ?? 'newest'}
          className="input min-h-10 w-auto py-1"
        >
          {POST_SORTS.map((s) => (
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
      <div className="ms-auto flex gap-1" role="group" aria-label={t('listing.viewLabel')}>
        {(['grid', 'agenda'] as const).map((v) => (
          <Link
            key={v}
            to={withParam(search, 'view', v === 'grid' ? null : v)}
            preventScrollReset
            aria-current={view === v ? 'true' : undefined}
            className={`btn min-h-10 px-3 ${view === v ? 'btn-primary' : 'btn-ghost'}`}
          >
            {t(`listing.view.${v}`)}
          </Link>
        ))}
      </div>
    </div>
  );
}
