import { useTranslation } from 'react-i18next';
import type { Country } from '@souqna/contracts';
import { SelectField } from '../../ui/select-field.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import type { Form } from './form-data.ts';

/** Country → state → city, English names as values (decisions §8); city is optional. */
export function PlaceFields({ form, countries }: { form: Form; countries: Country[] }) {
  const { t } = useTranslation();
  const en = useLocale() === 'en';
  const { errors } = form.formState;
  const country = countries.find((c) => c.en_name === form.watch('country'));
  const region = country?.states.find((s) => s.en_state === form.watch('state'));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label={t('filter.country')}
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
        {countries.map((c) => (
          <option key={c.code} value={c.en_name}>
            {en ? c.en_name : c.ar_name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filter.state')}
        disabled={!country}
        error={errors.state?.message}
        {...form.register('state', { onChange: () => form.setValue('city', '') })}
      >
        <option value="">{t('postForm.choose')}</option>
        {country?.states.map((s) => (
          <option key={s.code} value={s.en_state}>
            {en ? s.en_state : s.ar_state}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('filter.city')} disabled={!region} {...form.register('city')}>
        <option value="">{t('postForm.noCity')}</option>
        {region?.en_cities.map((city, i) => (
          <option key={city} value={city}>
            {en ? city : (region.ar_cities[i] ?? city)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
