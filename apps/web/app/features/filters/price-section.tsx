import { lazy, Suspense, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyPills } from './currency-pills.tsx';
import type { FilterAction, FilterState } from './filter-state.ts';
import { FilterSection, ShowAllCheckbox } from './filter-section.tsx';
import { PriceInputs } from './price-inputs.tsx';

// Radix Slider and the typed ends only ship when a reader picks a custom price (the home page stays light).
const PriceCustom = lazy(() => import('./price-custom.tsx'));

type Props = {
  state: FilterState;
  dispatch: Dispatch<FilterAction>;
  /** The address's range ends as written, for the fields shown without JS. */
  bounds: [string, string];
};

/**
 * 'Show all' or a custom range: currency pills (the country's currency until the reader picks one),
 * the two-thumb slider (its top end is "150,000+") and typed ends with no cap.
 */
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
          <Suspense fallback={<div className="h-32" />}>
            <PriceCustom range={state.range} dispatch={dispatch} />
          </Suspense>
          {/* A submit before hydration keeps the range; without JS the fields' ends win. */}
          <input type="hidden" name="priceRange" value={`${from}-${to ?? ''}`} />
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
