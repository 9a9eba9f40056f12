import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@souqna/contracts/limits';

/** The currencies as a select's options, by name in the page's language. */
export function CurrencyOptions() {
  const { t } = useTranslation();
  return CURRENCIES.map((c) => (
    <option key={c} value={c}>
      {t(`currency.${c}`)}
    </option>
  ));
}
