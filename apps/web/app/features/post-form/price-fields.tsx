import { useTranslation } from 'react-i18next';
import { CurrencyOptions } from '../../ui/currency-options.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useViewer } from '../../lib/use-viewer.ts';
import type { Form } from './form-data.ts';

/**
 * Price (the price rule of docs/product/errors-and-limits.md#validation-rules; Arabic-Indic digits
 * accepted), currency and whether it shows; and whether the ad offers the member's verified phone
 * number for calls and WhatsApp (docs/decisions/0053-ad-lifecycle-and-contact-bar.md).
 */
export function PriceFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const verified = useViewer()?.phoneVerified ?? false;
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
      {verified ? (
        <fieldset className="flex flex-wrap gap-4 sm:col-span-2" aria-describedby="show-phone-note">
          <legend className="label">{t('postForm.showPhone')}</legend>
          {(['true', 'false'] as const).map((v) => (
            <label key={v} className="flex min-h-6 items-center gap-2">
              <input
                type="radio"
                value={v}
                className="size-4 accent-primary"
                {...form.register('showPhone')}
              />
              {t(v === 'true' ? 'postForm.phoneShown' : 'postForm.phoneHidden')}
            </label>
          ))}
          <p id="show-phone-note" className="muted basis-full text-sm">
            {t('postForm.showPhoneNote')}
          </p>
        </fieldset>
      ) : (
        <p className="muted text-sm sm:col-span-2">{t('postForm.phoneUnverified')}</p>
      )}
    </div>
  );
}
