import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// Digits in any script the contracts accept, and grouping marks, which the loader drops.
const DIGITS = '[\\d\u0660-\u0669\u06f0-\u06f9,\u066c\\s]*';

/**
 * The price range without JS, where the slider never loads: two plain fields the listing loader
 * folds into priceRange. An empty field is no bound, so both empty is every price.
 */
export function PriceInputs({ bounds }: { bounds: [string, string] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="grid grid-cols-2 gap-2">
        {(['priceMin', 'priceMax'] as const).map((key, i) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className="label text-sm">
              {t(`filter.${key}`)}
            </label>
            <input
              id={`${id}-${key}`}
              name={key}
              type="text"
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              pattern={DIGITS}
              className="input"
              defaultValue={bounds[i]}
              title={t('filter.priceHint')}
              aria-describedby={`${id}-hint`}
            />
          </div>
        ))}
      </div>
      <p id={`${id}-hint`} className="muted text-sm">
        {t('filter.priceHint')}
      </p>
    </div>
  );
}
