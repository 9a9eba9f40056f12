import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { MESSAGE_MAX } from '@souqna/contracts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { FormError } from '../../ui/form-error-alert.tsx';

type Props = {
  roomId: string;
  /** Made by the server for this form: the same form sent twice writes one message. */
  clientId: string;
  action: string;
  closed: boolean;
  /** What was typed before a refused send, so it is not lost. */
  draft?: string;
  error?: FormError;
};

/** A plain form posting to the page, so it works without JS; with JS Enter sends, Shift+Enter breaks. */
export function Composer({ roomId, clientId, action, closed, draft, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const sending = useNavigation().formData?.get('clientId') === clientId;
  return (
    <Form method="post" action={action} replace className="flex flex-col gap-2 border-t border-line p-3">
      {error && (
        <Alert kind="danger">
          {t(error.errorKey, {
            field: error.field ? t(`fields.${error.field}`, { defaultValue: error.field }) : '',
          })}
        </Alert>
      )}
      {closed && (
        <p id={`${id}-closed`} className="muted text-sm">
          {t('chat.closed')}
        </p>
      )}
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="roomId" value={roomId} />
      <input type="hidden" name="clientId" value={clientId} />
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {t('chat.message')}
        </label>
        <textarea
          // A new form (a new clientId) after each send starts empty.
          key={clientId}
          id={id}
          name="body"
          rows={2}
          dir="auto"
          required
          maxLength={MESSAGE_MAX}
          defaultValue={draft}
          disabled={closed}
          placeholder={t('chat.placeholder')}
          aria-describedby={closed ? `${id}-closed` : undefined}
          className="input min-h-12 flex-1 resize-none"
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (event.currentTarget.value.trim()) event.currentTarget.form?.requestSubmit();
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={closed || sending}>
          {sending && <Spinner />}
          {t('chat.send')}
        </button>
      </div>
    </Form>
  );
}
