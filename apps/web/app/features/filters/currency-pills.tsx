import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@souqna/contracts/limits';

type Props = { value: Currency; onChange?: (value: Currency) => void };

/**
 * SAR / AED pills, each the label of a visually hidden radio named as the query key, so a GET
 * without JS carries it. Without onChange the radios are left to the browser (the copy inside
 * <noscript>). The look follows :checked, so a pill lights up before hydration and without JS too.
 */
export function CurrencyPills({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('filter.currency')} className="flex gap-2">
      {CURRENCIES.map((c) => (
        <label
          key={c}
          className="btn btn-outline min-h-9 cursor-pointer px-4 has-[:checked]:bg-primary has-[:checked]:text-on-primary has-[:focus-visible]:outline-3"
        >
          <input
            type="radio"
            name="currncy"
            value={c}
            className="sr-only"
            {...(onChange
              ? { checked: value === c, onChange: () => onChange(c) }
              : { defaultChecked: value === c })}
          />
          {t(`currency.${c}`)}
        </label>
      ))}
    </div>
  );
}
