import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@souqna/contracts';
import { SelectField } from '../../ui/select-field.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import type { FilterAction, FilterState } from './filter-state.ts';

type Props = { state: FilterState; dispatch: Dispatch<FilterAction>; countries: Country[] };

/** Country → state → city; each select waits for the one before it (spec §2.11). */
export function AddressSection({ state, dispatch, countries }: Props) {
  const { t } = useTranslation();
  const en = useLocale() === 'en';
  const country = countries.find((c) => c.en_name === state.country);
  const region = country?.states.find((s) => s.en_state === state.state);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-bold">{t('filter.address')}</legend>
      <SelectField
        label={t('filter.country')}
        name="country"
        value={state.country}
        onChange={(e) => dispatch({ type: 'country', value: e.target.value })}
      >
        <option value="">{t('filter.allCountries')}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.en_name}>
            {en ? c.en_name : c.ar_name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filter.state')}
        name="state"
        value={state.state}
        disabled={!country}
        onChange={(e) => dispatch({ type: 'state', value: e.target.value })}
      >
        <option value="">{t('filter.allStates')}</option>
        {country?.states.map((s) => (
          <option key={s.code} value={s.en_state}>
            {en ? s.en_state : s.ar_state}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filter.city')}
        name="city"
        value={state.city}
        disabled={!region}
        onChange={(e) => dispatch({ type: 'city', value: e.target.value })}
      >
        <option value="">{t('filter.allCities')}</option>
        {region?.en_cities.map((city, i) => (
          <option key={city} value={city}>
            {/* The two city arrays are parallel by index (spec §3). */}
            {en ? city : (region.ar_cities[i] ?? city)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
