import { useId, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterAction, FilterState } from './filter-state.ts';
import { FilterSection, ShowAllCheckbox } from './filter-section.tsx';

/** 'Show all' or a from / to range; picking a date unchecks 'show all' (docs/product/listings-and-search.md#filter-panel). */
export function DateSection({ state, dispatch }: { state: FilterState; dispatch: Dispatch<FilterAction> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FilterSection legend={t('filter.date')}>
      <ShowAllCheckbox
        field="allDate"
        label={t('filter.allDates')}
        checked={state.allDate}
        onChange={(value) => dispatch({ type: 'allDate', value })}
      />
      <div className="grid grid-cols-2 gap-2">
        {(['fromDate', 'toDate'] as const).map((key) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className="label text-sm">
              {t(`filter.${key}`)}
            </label>
            <input
              id={`${id}-${key}`}
              type="date"
              name={key === 'fromDate' ? 'dateFrom' : 'dateTo'}
              className="input"
              value={state[key]}
              min={key === 'toDate' ? state.fromDate || undefined : undefined}
              max={key === 'fromDate' ? state.toDate || undefined : undefined}
              onChange={(e) => dispatch({ type: key, value: e.target.value })}
            />
          </div>
        ))}
      </div>
    </FilterSection>
  );
}
