import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_SLIDER } from '@souqna/contracts/limits';
import { formatAmount } from '../../lib/price.ts';
import type { PriceRange } from './filter-state.ts';

type Props = { range: PriceRange; onTyped: (end: 'priceMin' | 'priceMax', text: string) => void };

/**
 * The range's two ends as fields beside the slider (issue 11: a villa or most cars are beyond the
 * slider's 150,000): typed ends have no cap, and an empty top is no upper bound.
 */
export function PriceTyped({ range, onTyped }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-2" aria-describedby={`${id}-hint`}>
      {(['priceMin', 'priceMax'] as const).map((end, i) => (
        <div key={end}>
          <label htmlFor={`${id}-${end}`} className="label text-sm">
            {t(i === 0 ? 'filter.priceFrom' : 'filter.priceTo')}
          </label>
          <EndField
            id={`${id}-${end}`}
            value={range[i] ?? null}
            placeholder={i === 1 ? `${formatAmount(PRICE_SLIDER.max)}+` : '0'}
            hint={`${id}-hint`}
            onChange={(text) => onTyped(end, text)}
          />
        </div>
      ))}
      <p id={`${id}-hint`} className="muted col-span-2 text-sm">
        {t('filter.priceHint')}
      </p>
    </div>
  );
}

type FieldProps = {
  id: string;
  value: number | null;
  placeholder: string;
  hint: string;
  onChange: (text: string) => void;
};

/** Shows the grouped amount; once the reader types, what they type, until they leave the field. */
function EndField({ id, value, placeholder, hint, onChange }: FieldProps) {
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      dir="ltr"
      autoComplete="off"
      className="input"
      placeholder={placeholder}
      aria-describedby={hint}
      value={typing ?? (value === null ? '' : formatAmount(value))}
      onBlur={() => setTyping(null)}
      onChange={(event) => {
        setTyping(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}
