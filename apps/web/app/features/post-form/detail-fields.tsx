import { useTranslation } from 'react-i18next';
import { ATTRIBUTES, brandsFor, latestModelYear, type AttributeKey } from '@souqna/contracts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { detailText } from '../../lib/details.ts';
import { useLocale } from '../../lib/use-locale.ts';
import type { Form } from './form-data.ts';

const UNIT_KEYS = { km: 'details.unitKm', m2: 'details.unitM2' } as const;

/**
 * The details the chosen category has, asked only there (docs/decisions/0039-details-by-category.md):
 * numbers as text (Arabic-Indic digits and separators accepted), choices and storage sizes as selects.
 */
export function DetailFields({ form, keys, slug }: { form: Form; keys: AttributeKey[]; slug: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { errors } = form.formState;
  if (!keys.length) return null;
  const select = (k: AttributeKey, values: readonly (string | number)[]) => (
    <SelectField key={k} label={t(`details.${k}`)} error={errors[k]?.message} {...form.register(k)}>
      <option value="">{t('postForm.choose')}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {detailText(k, v, locale, t)}
        </option>
      ))}
    </SelectField>
  );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="label mb-2">
        {t('details.title')} <span className="muted text-sm font-normal">{t('details.hint')}</span>
      </legend>
      {keys.map((k) => {
        const spec = ATTRIBUTES[k];
        if (spec.kind === 'choice') return select(k, k === 'brand' ? brandsFor(slug) : spec.options);
        if ('options' in spec) return select(k, spec.options);
        const unit = 'unit' in spec ? UNIT_KEYS[spec.unit as keyof typeof UNIT_KEYS] : undefined;
        return (
          <TextField
            key={k}
            label={t(`details.${k}`)}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            bounds={{ min: spec.min, max: k === 'year' ? latestModelYear() : spec.max }}
            error={errors[k]?.message}
            end={unit && <span className="muted pe-2 text-sm">{t(unit)}</span>}
            {...form.register(k)}
          />
        );
      })}
    </fieldset>
  );
}
