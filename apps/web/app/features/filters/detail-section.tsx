import { useId, type ComponentType, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTRIBUTES, type AttributeKey, type ChoiceKey } from '@souqna/contracts/attributes';
import { brandsFor } from '@souqna/contracts/attribute-categories';
import type { Locale } from '@souqna/contracts/locales';
import type { CarMake } from '@souqna/contracts/catalog';
import { detailText } from '../../lib/details.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { choiceValues, joinRange, rangeEnds, toggleChoice } from './detail-filter.ts';
import { CarSection } from './car-section.tsx';
import { FilterSection } from './filter-section.tsx';
import type { FilterAction, FilterState } from './filter-state.ts';

type Props = {
  keys: AttributeKey[];
  slug?: string;
  /** The makes and models, in a category that has them (docs/decisions/0047). */
  makes?: CarMake[];
  state: FilterState;
  dispatch: Dispatch<FilterAction>;
};
/**
 * A category page's details for the filter: the section itself and the choices' names come from
 * the page, so the home page (no details) never downloads them (docs/decisions/0034).
 */
export type DetailFilterProps = {
  keys: AttributeKey[];
  slug?: string;
  makes?: CarMake[];
  Section: ComponentType<Props>;
  name: (key: ChoiceKey, value: string, locale: Locale) => string;
};

/**
 * The category's details as filters (docs/decisions/0039-details-by-category.md): from / to for
 * numbers, boxes for choices. Named so that without JS the form submits them (detail-filter.ts folds).
 */
export function DetailSection({ keys, slug, makes, state, dispatch }: Props) {
  const cars = makes?.length ? <CarSection makes={makes} state={state} dispatch={dispatch} /> : null;
  if (!keys.length) return cars;
  return (
    <>
      {cars}
      <DetailFields keys={keys} slug={slug} state={state} dispatch={dispatch} />
    </>
  );
}

function DetailFields({ keys, slug, state, dispatch }: Omit<Props, 'makes'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  return (
    <FilterSection legend={t('details.title')}>
      {keys.map((k) => {
        const spec = ATTRIBUTES[k];
        const value = state.details[k];
        const set = (next: string) => dispatch({ type: 'detail', key: k, value: next });
        if (spec.kind === 'range') {
          const [min, max] = rangeEnds(value);
          return (
            <fieldset key={k} className="grid grid-cols-2 gap-2">
              <legend className="label text-sm">{t(`details.${k}`)}</legend>
              {(['Min', 'Max'] as const).map((end) => (
                <div key={end}>
                  <label htmlFor={`${id}-${k}${end}`} className="sr-only">
                    {t(`details.${k}`)} {t(end === 'Min' ? 'details.from' : 'details.to')}
                  </label>
                  <input
                    id={`${id}-${k}${end}`}
                    name={`${k}${end}`}
                    className="input"
                    inputMode="numeric"
                    dir="ltr"
                    autoComplete="off"
                    placeholder={t(end === 'Min' ? 'details.from' : 'details.to')}
                    value={end === 'Min' ? min : max}
                    onChange={(e) =>
                      set(
                        end === 'Min'
                          ? joinRange(e.target.value, max, false)
                          : joinRange(min, e.target.value, false),
                      )
                    }
                  />
                </div>
              ))}
            </fieldset>
          );
        }
        const chosen = choiceValues(value);
        const options = k === 'brand' ? brandsFor(slug) : spec.options;
        return (
          <fieldset key={k} className="flex flex-wrap gap-x-4 gap-y-1">
            <legend className="label text-sm">{t(`details.${k}`)}</legend>
            {options.map((option) => (
              <label key={option} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={k}
                  value={option}
                  className="size-5 accent-primary"
                  checked={chosen.includes(option)}
                  onChange={(e) => set(toggleChoice(value, option, e.target.checked))}
                />
                {detailText(k, option, locale, t)}
              </label>
            ))}
          </fieldset>
        );
      })}
    </FilterSection>
  );
}
