import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
} from '@souqna/contracts/contact';
import { Alert } from '../../ui/alert.tsx';
import { FormErrorAlert, type FormError } from '../../ui/form-error-alert.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';

type Props = { sent?: boolean; error?: FormError; kept?: Record<string, string> };

/** Write to the people who run Souqna: a plain form (no JavaScript needed), answered by e-mail. */
export function SupportForm({ sent, error, kept }: Props) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form
      method="post"
      className="card flex flex-col gap-3"
      aria-labelledby="support-form-title"
      key={sent ? 'sent' : 'form'}
    >
      <h2 id="support-form-title" className="text-lg font-bold">
        {t('settings.support.title')}
      </h2>
      <p className="muted text-sm">{t('settings.support.note')}</p>
      {sent && <Alert kind="success">{t('settings.support.sent')}</Alert>}
      <FormErrorAlert error={error} />
      <label className="flex flex-col gap-1">
        <span className="label">{t('settings.support.subject')}</span>
        <input
          name="subject"
          required
          dir="auto"
          minLength={SUPPORT_SUBJECT_MIN}
          maxLength={SUPPORT_SUBJECT_MAX}
          defaultValue={kept?.subject}
          className="input"
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="label">{t('settings.support.message')}</span>
        <textarea
          name="message"
          required
          dir="auto"
          rows={5}
          minLength={SUPPORT_MESSAGE_MIN}
          maxLength={SUPPORT_MESSAGE_MAX}
          defaultValue={kept?.message}
          className="input"
        />
      </label>
      <SubmitButton busy={busy} className="self-start">
        {t('settings.support.send')}
      </SubmitButton>
    </Form>
  );
}
