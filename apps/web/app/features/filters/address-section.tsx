import { useEffect, useId, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@souqna/contracts';
import { CityOptions, CountryOptions, StateOptions } from '../../ui/place-options.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { findPlace } from '../../lib/place.ts';
import type { FilterAction, FilterState } from './filter-state.ts';
import { useWholeList } from './use-whole-list.ts';
import { FilterSection } from './filter-section.tsx';

type Props = { state: FilterState; dispatch: Dispatch<FilterAction>; countries: Country[] };

/**
 * Country → state → city; each select waits for the one before it (docs/product/listings-and-search.md#filter-panel). The lists come
 * from the filter in the address, so without JS each level shows once the one above is applied.
 */
export function AddressSection({ state, dispatch, countries: sent }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { list: countries, load } = useWholeList('countries', sent);
  const { country, region } = findPlace(countries, state.country, state.state);
  // A region picked before hydration (or from another panel) has its cities only after the download.
  const citiesMissing = region !== undefined && region.en_cities.length === 0;
  useEffect(() => {
    if (citiesMissing) load();
  }, [citiesMissing]);
  return (
    <FilterSection legend={t('filter.address')} onFocus={load}>
      {/* A filter, not the reader's address: no autofill. Chrome wants the attribute on a field named
          like an autofill token ("country"), or it reports an issue. */}
      <SelectField
        label={t('filter.country')}
        name="country"
        autoComplete="off"
        value={state.country}
        onChange={(e) => {
          const value = e.target.value;
          dispatch({
            type: 'country',
            value,
            currency: countries.find((c) => c.en_name === value)?.currency,
          });
        }}
      >
        <option value="">{t('filter.allCountries')}</option>
        <CountryOptions countries={countries} />
      </SelectField>
      <SelectField
        label={t('filter.state')}
        name="state"
        value={state.state}
        disabled={!country}
        aria-describedby={country ? undefined : `${id}-state-hint`}
        onChange={(e) => dispatch({ type: 'state', value: e.target.value })}
      >
        <option value="">{t('filter.allStates')}</option>
        <StateOptions country={country} />
      </SelectField>
      {!country && <WaitHint id={`${id}-state-hint`} text={t('filter.countryFirst')} />}
      <SelectField
        label={t('filter.city')}
        name="city"
        value={state.city}
        disabled={!region}
        aria-describedby={region ? undefined : `${id}-${country ? 'city' : 'state'}-hint`}
        onChange={(e) => dispatch({ type: 'city', value: e.target.value })}
      >
        <option value="">{t('filter.allCities')}</option>
        <CityOptions region={region} />
      </SelectField>
      {country && !region && <WaitHint id={`${id}-city-hint`} text={t('filter.stateFirst')} />}
    </FilterSection>
  );
}

/** Why a select is disabled; without JS the next list only comes after Apply, so it says so. */
function WaitHint({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="muted -mt-2 text-sm">
      {text}
      <noscript> {t('filter.thenApply')}</noscript>
    </p>
  );
}
