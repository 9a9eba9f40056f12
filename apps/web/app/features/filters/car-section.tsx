import { useEffect, useId, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarMake } from '@souqna/contracts/catalog';
import { useLocale } from '../../lib/use-locale.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { FilterSection } from './filter-section.tsx';
import type { FilterAction, FilterState } from './filter-state.ts';
import { useWholeList } from './use-whole-list.ts';

type Props = { makes: CarMake[]; state: FilterState; dispatch: Dispatch<FilterAction> };

/**
 * Make, then model, in a category with car models (docs/decisions/0047-browse-by-category.md). The
 * models are the chosen make's, so without JS they come once the make is applied, as a region's cities do;
 * the page's data carries only those, the rest are fetched when the section is first focused.
 */
export function CarSection({ makes: sent, state, dispatch }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const { list: makes, load } = useWholeList('carMakes', sent);
  const make = makes.find((m) => m.slug === state.carMake);
  // A make picked before hydration (or from another panel) has its models only after the download.
  const modelsMissing = make !== undefined && make.models.length === 0;
  useEffect(() => {
    if (modelsMissing) load();
  }, [modelsMissing]);
  return (
    <FilterSection legend={t('browse.makeAndModel')} onFocus={load}>
      <SelectField
        label={t('browse.make')}
        name="carMake"
        value={state.carMake}
        onChange={(e) => dispatch({ type: 'carMake', value: e.target.value })}
      >
        <option value="">{t('browse.allMakes')}</option>
        {makes.map((m) => (
          <option key={m.slug} value={m.slug}>
            {m[locale]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('browse.model')}
        name="carModel"
        value={state.carModel}
        disabled={!make}
        aria-describedby={make ? undefined : `${id}-hint`}
        onChange={(e) => dispatch({ type: 'carModel', value: e.target.value })}
      >
        <option value="">{t('browse.allModels')}</option>
        {make?.models.map((m) => (
          <option key={m.slug} value={m.slug}>
            {m[locale]}
          </option>
        ))}
      </SelectField>
      {!make && (
        <p id={`${id}-hint`} className="muted -mt-2 text-sm">
          {t('browse.makeFirst')}
          <noscript> {t('filter.thenApply')}</noscript>
        </p>
      )}
    </FilterSection>
  );
}
