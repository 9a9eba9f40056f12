import { useTranslation } from 'react-i18next';
import type { Country } from '@souqna/contracts';
import { CityOptions, CountryOptions, StateOptions } from '../../ui/place-options.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { findPlace } from '../../lib/place.ts';
import type { Form } from './form-data.ts';

/** Country → state → city, English names as values (docs/product/reference-data.md#places); city is optional. */
export function PlaceFields({ form, countries }: { form: Form; countries: Country[] }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const { country, region } = findPlace(countries, form.watch('country'), form.watch('state'));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {/* The ad's place, not the seller's address: no autofill (named "country", an autofill token). */}
      <SelectField
        label={t('filter.country')}
        autoComplete="off"
        // The server renders the visitor's country chosen (register() sets it only once hydrated).
        defaultValue={form.formState.defaultValues?.country}
        error={errors.country?.message}
        {...form.register('country', {
          onChange: (e: { target: { value: string } }) => {
            form.setValue('state', '');
            form.setValue('city', '');
            // The currency follows the country unless the seller changes it afterwards.
            const picked = countries.find((c) => c.en_name === e.target.value);
            if (picked) form.setValue('currncy', picked.currency);
          },
        })}
      >
        <option value="">{t('postForm.choose')}</option>
        <CountryOptions countries={countries} />
      </SelectField>
      <SelectField
        label={t('filter.state')}
        disabled={!country}
        error={errors.state?.message}
        {...form.register('state', { onChange: () => form.setValue('city', '') })}
      >
        <option value="">{t('postForm.choose')}</option>
        <StateOptions country={country} />
      </SelectField>
      <SelectField label={t('filter.city')} disabled={!region} {...form.register('city')}>
        <option value="">{t('postForm.noCity')}</option>
        <CityOptions region={region} />
      </SelectField>
    </div>
  );
}
