import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { DIAL_CODES } from '@souqna/contracts/limits';
import { Alert } from '../../ui/alert.tsx';
import { FormErrorAlert, type FormError } from '../../ui/form-error-alert.tsx';
import { OtpField } from '../../ui/otp-field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useVisitorCountry } from '../../lib/use-visitor-country.ts';

export type ContactState = {
  step: 'request' | 'verify' | 'done';
  kind: 'email' | 'phone';
  to?: string;
  expiresIn?: number;
};

/**
 * Change e-mail or phone in two steps, each a plain form (so it works without JavaScript): the new
 * address with the current password, then the code sent to that address. The old address is told.
 */
export function ContactChangeForm({ state, error }: { state?: ContactState; error?: FormError }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const { dialCode } = useVisitorCountry();
  if (state?.step === 'verify')
    return (
      <Form method="post" className="card flex flex-col gap-3" aria-labelledby="contact-title">
        <h2 id="contact-title" className="text-lg font-bold">
          {t(`settings.contact.${state.kind}Title`)}
        </h2>
        <p>
          {t('settings.contact.codeSent')} <bdi dir="ltr">{state.to}</bdi>
        </p>
        <FormErrorAlert error={error} />
        <input type="hidden" name="intent" value="contactVerify" />
        <input type="hidden" name="kind" value={state.kind} />
        <input type="hidden" name="to" value={state.to ?? ''} />
        <OtpField label={t('fields.otp')} name="otp" required />
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={busy}>{t('settings.contact.confirm')}</SubmitButton>
          <a href="?" className="btn btn-outline">
            {t('common.cancel')}
          </a>
        </div>
      </Form>
    );
  return (
    <div className="flex flex-col gap-3">
      {state?.step === 'done' && <Alert kind="success">{t(`settings.contact.${state.kind}Changed`)}</Alert>}
      {(['email', 'phone'] as const).map((kind) => (
        <Form
          key={kind}
          method="post"
          className="card flex flex-col gap-3"
          aria-labelledby={`contact-${kind}`}
        >
          <h2 id={`contact-${kind}`} className="text-lg font-bold">
            {t(`settings.contact.${kind}Title`)}
          </h2>
          {/* A phone is a number, not an address: each kind says what the code goes to. */}
          <p className="muted text-sm">
            {t(kind === 'phone' ? 'settings.contact.phoneNote' : 'settings.contact.note')}
          </p>
          {state?.step === 'request' && state.kind === kind && <FormErrorAlert error={error} />}
          <input type="hidden" name="intent" value="contactRequest" />
          <input type="hidden" name="kind" value={kind} />
          {kind === 'email' ? (
            <TextField
              label={t('settings.contact.newEmail')}
              name="email"
              type="email"
              dir="ltr"
              required
              autoComplete="email"
            />
          ) : (
            <fieldset className="flex flex-col gap-1">
              <legend className="label">{t('settings.contact.newPhone')}</legend>
              <div className="flex gap-2" dir="ltr">
                <select
                  name="dialCode"
                  defaultValue={dialCode}
                  aria-label={t('auth.dialCode')}
                  className="input w-32 shrink-0"
                >
                  {DIAL_CODES.map((code) => (
                    <option key={code} value={code}>
                      +{code}
                    </option>
                  ))}
                </select>
                <input
                  name="phone"
                  type="tel"
                  inputMode="numeric"
                  required
                  aria-label={t('settings.contact.newPhone')}
                  placeholder="5XXXXXXXX"
                  className="input"
                />
              </div>
            </fieldset>
          )}
          <PasswordField
            label={t('fields.oldPassword')}
            name="password"
            required
            autoComplete="current-password"
          />
          <SubmitButton busy={busy} className="self-start">
            {t('settings.contact.sendCode')}
          </SubmitButton>
        </Form>
      ))}
    </div>
  );
}
