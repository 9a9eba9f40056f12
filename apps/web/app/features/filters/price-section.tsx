import { lazy, Suspense, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@souqna/contracts/limits';
import { formatAmount } from '../../lib/price.ts';
import type { FilterAction, FilterState } from './filter-state.ts';
import { FilterSection, ShowAllCheckbox } from './filter-section.tsx';

// Radix Slider only ships when a reader picks a custom price (the home page stays light).
const PriceSlider = lazy(() => import('./price-slider.tsx'));

/** 'Show all' or a custom range: currency pills (AED default) and the two-thumb slider. */
export function PriceSection({ state, dispatch }: { state: FilterState; dispatch: Dispatch<FilterAction> }) {
  const { t } = useTranslation();
  const [from, to] = state.range;
  return (
    <FilterSection legend={t('filter.price')}>
      <ShowAllCheckbox
        field="allPrice"
        label={t('filter.allPrices')}
        checked={state.allPrice}
        onChange={(value) => dispatch({ type: 'allPrice', value })}
      />
      {!state.allPrice && (
        <>
          <div role="radiogroup" aria-label={t('filter.currency')} className="flex gap-2">
            {CURRENCIES.map((c) => (
              <label
                key={c}
                className={`btn min-h-9 cursor-pointer px-4 has-[:focus-visible]:outline-3 ${state.currency === c ? 'btn-primary' : 'btn-outline'}`}
              >
                <input
                  type="radio"
                  name="currncy"
                  value={c}
                  className="sr-only"
                  checked={state.currency === c}
                  onChange={() => dispatch({ type: 'currency', value: c })}
                />
                {t(`currency.${c}`)}
              </label>
            ))}
          </div>
          <Suspense fallback={<div className="h-8" />}>
            <PriceSlider value={state.range} onChange={(value) => dispatch({ type: 'range', value })} />
          </Suspense>
          <input type="hidden" name="priceRange" value={`${from}-${to}`} />
          <p className="flex justify-between text-sm" aria-live="polite">
            <span>
              {t('filter.priceFrom')}: <bdi dir="ltr">{formatAmount(from)}</bdi>
            </span>
            <span>
              {t('filter.priceTo')}: <bdi dir="ltr">{formatAmount(to)}</bdi>
            </span>
          </p>
        </>
      )}
    </FilterSection>
  );
}
