import { useId, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field.tsx';
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
          <DateField
            key={key}
            id={`${id}-${key}`}
            name={key === 'fromDate' ? 'dateFrom' : 'dateTo'}
            label={t(`filter.${key}`)}
            labelClassName="label text-sm"
            value={state[key]}
            onChange={(value) => dispatch({ type: key, value })}
          />
        ))}
      </div>
    </FilterSection>
  );
}
