import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import {
  AD_LIFETIME_DAYS_DEFAULT,
  AD_LIFETIME_DAYS_MAX,
  AD_LIFETIME_DAYS_MIN,
  type SiteSettings,
} from '@souqna/contracts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { LIST_SHAPES, type ListName } from './settings-fields.ts';

type Props = { settings: Partial<SiteSettings> };

/** Every site setting in one plain form; each list gets one spare row to add an item. */
export function SettingsForm({ settings }: Props) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="flex flex-col gap-4">
      <fieldset className="card grid gap-3 sm:grid-cols-4">
        <legend className="sr-only">{t('admin.settings.basics')}</legend>
        <label className="flex flex-col gap-1">
          <span className="label">{t('admin.settings.commissionValue')}</span>
          <input
            name="commissionValue"
            inputMode="decimal"
            dir="ltr"
            required
            defaultValue={settings.commissionValue ?? 1}
            className="input"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="label">{t('admin.settings.adLifetimeDays')}</span>
          <input
            name="adLifetimeDays"
            type="number"
            inputMode="numeric"
            min={AD_LIFETIME_DAYS_MIN}
            max={AD_LIFETIME_DAYS_MAX}
            dir="ltr"
            required
            defaultValue={settings.adLifetimeDays ?? AD_LIFETIME_DAYS_DEFAULT}
            className="input"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="label">{t('admin.settings.email')}</span>
          <input name="email" type="email" dir="ltr" defaultValue={settings.email ?? ''} className="input" />
        </label>
        <label className="flex flex-col gap-1">
          <span className="label">{t('admin.settings.phoneNumber')}</span>
          <input
            name="phoneNumber"
            dir="ltr"
            inputMode="tel"
            defaultValue={settings.phoneNumber ?? ''}
            className="input"
          />
        </label>
      </fieldset>
      {(Object.keys(LIST_SHAPES) as ListName[]).map((list) => (
        <ListEditor key={list} list={list} rows={(settings[list] ?? []) as Record<string, string>[]} />
      ))}
      <SubmitButton busy={busy} className="self-start">
        {t('admin.settings.save')}
      </SubmitButton>
    </Form>
  );
}

function ListEditor({ list, rows }: { list: ListName; rows: Record<string, string>[] }) {
  const { t } = useTranslation();
  const keys = LIST_SHAPES[list];
  return (
    <fieldset className="card flex flex-col gap-3">
      <legend className="text-lg font-bold">{t(`admin.settings.lists.${list}`)}</legend>
      <p className="muted text-sm">{t('admin.settings.listNote')}</p>
      {[...rows, {}].map((row, i) => (
        <div key={i} className="grid gap-2 border-t border-line pt-3 sm:grid-cols-2">
          {keys.map((key) => {
            const long = key.endsWith('answer') || key.endsWith('body');
            const props = {
              name: `${list}.${i}.${key}`,
              defaultValue: row[key] ?? '',
              dir: key.startsWith('ar_') ? 'rtl' : 'ltr',
              className: 'input',
            };
            return (
              <label key={key} className="flex flex-col gap-1">
                <span className="label">
                  {t(`admin.settings.keys.${key}`)}
                  {i === rows.length && ` (${t('admin.settings.new')})`}
                </span>
                {long ? <textarea rows={3} {...props} /> : <input {...props} />}
              </label>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}
