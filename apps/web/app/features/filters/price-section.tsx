import { lazy, Suspense, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/price.ts';
import { CurrencyPills } from './currency-pills.tsx';
import type { FilterAction, FilterState } from './filter-state.ts';
import { FilterSection, ShowAllCheckbox } from './filter-section.tsx';
import { PriceInputs } from './price-inputs.tsx';

// Radix Slider only ships when a reader picks a custom price (the home page stays light).
const PriceSlider = lazy(() => import('./price-slider.tsx'));

type Props = {
  state: FilterState;
  dispatch: Dispatch<FilterAction>;
  /** The address's range ends as written, for the fields shown without JS. */
  bounds: [string, string];
};

/** 'Show all' or a custom range: currency pills (AED default) and the two-thumb slider. */
export function PriceSection({ state, dispatch, bounds }: Props) {
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
        <CurrencyPills value={state.currency} onChange={(value) => dispatch({ type: 'currency', value })} />
      )}
      {!state.allPrice && (
        // Without JS the slider is dead weight: the fields below stand in for it.
        <div className="flex flex-col gap-3 noscript:hidden">
          <Suspense fallback={<div className="h-8" />}>
            <PriceSlider value={state.range} onChange={(value) => dispatch({ type: 'range', value })} />
          </Suspense>
          {/* A submit before hydration keeps the range; without JS the fields' ends win. */}
          <input type="hidden" name="priceRange" value={`${from}-${to}`} />
          <p className="flex justify-between text-sm" aria-live="polite">
            <span>
              {t('filter.priceFrom')}: <bdi dir="ltr">{formatAmount(from)}</bdi>
            </span>
            <span>
              {t('filter.priceTo')}: <bdi dir="ltr">{formatAmount(to)}</bdi>
            </span>
          </p>
        </div>
      )}
      {/* React never hydrates inside <noscript>, and with scripting on the browser reads it as text. */}
      <noscript>
        <div className="flex flex-col gap-3">
          {state.allPrice && <CurrencyPills value={state.currency} />}
          <PriceInputs bounds={bounds} />
        </div>
      </noscript>
    </FilterSection>
  );
}
