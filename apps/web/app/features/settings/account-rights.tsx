import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { FormErrorAlert, type FormError } from '../../ui/form-error-alert.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * The member's rights over their account (docs/product/accounts-and-sign-in.md#your-data-and-your-account):
 * download their data, sign out of every device, delete the account. Plain links and forms, so they
 * work without JavaScript; the two that end sessions ask first (a disclosure, then the password).
 */
export function AccountRights({ deleteError }: { deleteError?: FormError }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="flex flex-col gap-3">
      <section className="card flex flex-col gap-3" aria-labelledby="my-data-title">
        <h2 id="my-data-title" className="text-lg font-bold">
          {t('settings.rights.exportTitle')}
        </h2>
        <p className="muted text-sm">{t('settings.rights.exportNote')}</p>
        <a href={paths.myDataExport} download className="btn btn-outline self-start">
          {t('settings.rights.exportButton')}
        </a>
      </section>
      <section className="card flex flex-col gap-3" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="text-lg font-bold">
          {t('settings.rights.sessionsTitle')}
        </h2>
        <p className="muted text-sm">{t('settings.rights.sessionsNote')}</p>
        <details className="flex flex-col gap-3">
          <summary className="btn btn-outline self-start">{t('settings.rights.sessionsButton')}</summary>
          <Form method="post" className="mt-3 flex flex-col gap-3">
            <p>{t('settings.rights.sessionsConfirm')}</p>
            <input type="hidden" name="intent" value="revokeAll" />
            <SubmitButton busy={busy} className="self-start">
              {t('settings.rights.sessionsConfirmButton')}
            </SubmitButton>
          </Form>
        </details>
      </section>
      <Form method="post" className="card flex flex-col gap-3" aria-labelledby="delete-title">
        <h2 id="delete-title" className="text-lg font-bold">
          {t('settings.rights.deleteTitle')}
        </h2>
        <Alert kind="danger">{t('settings.rights.deleteWarning')}</Alert>
        <FormErrorAlert error={deleteError} />
        <input type="hidden" name="intent" value="deleteAccount" />
        <PasswordField
          label={t('fields.oldPassword')}
          name="password"
          required
          autoComplete="current-password"
        />
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="understood" required className="size-5" />
          <span>{t('settings.rights.deleteUnderstood')}</span>
        </label>
        <SubmitButton busy={busy} className="self-start">
          {t('settings.rights.deleteButton')}
        </SubmitButton>
      </Form>
    </div>
  );
}
