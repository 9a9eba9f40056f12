import { useTranslation } from 'react-i18next';
import { CurrencyOptions } from '../../ui/currency-options.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import type { Form } from './form-data.ts';

/** Price (the price rule of docs/product/errors-and-limits.md#validation-rules; Arabic-Indic digits accepted), currency and whether it shows. */
export function PriceFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
      <TextField
        label={t('postForm.price')}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        error={errors.price?.message}
        {...form.register('price')}
      />
      <SelectField
        label={t('filter.currency')}
        defaultValue={form.formState.defaultValues?.currncy}
        {...form.register('currncy')}
      >
        <CurrencyOptions />
      </SelectField>
      <fieldset className="flex flex-wrap gap-4 sm:col-span-2">
        <legend className="label">{t('postForm.showPrice')}</legend>
        {(['true', 'false'] as const).map((v) => (
          <label key={v} className="flex min-h-6 items-center gap-2">
            <input type="radio" value={v} className="size-4 accent-primary" {...form.register('showPrice')} />
            {t(v === 'true' ? 'postForm.priceShown' : 'postForm.priceHidden')}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
