import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '@souqna/contracts/limits';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/**
 * Stars to pick 1–5: a native radio group (arrow keys move and choose, the group is announced with
 * its legend, each star with its number), drawn as stars filled up to the choice.
 */
export function StarPicker({ name = 'rating' }: { name?: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(0);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="label">{t('reviews.stars')}</legend>
      <div className="flex gap-1" dir="ltr">
        {STARS.map((n) => (
          <label key={n} className="star-choice">
            <input
              type="radio"
              name={name}
              value={n}
              required
              checked={value === n}
              onChange={() => setValue(n)}
              className="sr-only"
              aria-label={t('reviews.star', { count: n })}
            />
            <span aria-hidden="true" className={n <= value ? 'text-star' : 'text-field'}>
              {n <= value ? '★' : '☆'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
