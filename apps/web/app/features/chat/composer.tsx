import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { IMAGE_MAX_KB, MESSAGE_MAX } from '@souqna/contracts/limits';
import { isImageType, isWithinImageSize } from '@souqna/contracts/rules';
import { Alert } from '../../ui/alert.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { FormError } from '../../ui/form-error-alert.tsx';
import { PhotoChip } from './photo-chip.tsx';

type Props = {
  roomId: string;
  /** Made by the server for this form: the same form sent twice writes one message. */
  clientId: string;
  action: string;
  closed: boolean;
  /** What was typed before a refused send, so it is not lost. */
  draft?: string;
  error?: FormError;
  /** With JavaScript: the message goes out optimistically (use-outbox.ts) instead of by the form. */
  onSend?: (body: string, photo: File | null) => void;
};

/**
 * A plain multipart form posting to the page, so text and a photo go without JS; with JS Enter
 * sends, Shift+Enter breaks the line, and a chosen photo shows as a chip before it goes.
 */
export function Composer({ roomId, clientId, action, closed, draft, error, onSend }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const sending = useNavigation().formData?.get('clientId') === clientId;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      replace
      className="flex flex-col gap-2 border-t border-line p-3"
      onSubmit={(event) => {
        if (!onSend) return;
        event.preventDefault();
        const form = event.currentTarget;
        const field = form.elements.namedItem('body') as HTMLTextAreaElement;
        const body = field.value.trim();
        if (!body && !photo) return;
        onSend(body, photo);
        field.value = '';
        (form.elements.namedItem('image') as HTMLInputElement).value = '';
        setPhoto(null);
        field.focus();
      }}
    >
      {error && (
        <Alert kind="danger">
          {t(error.errorKey, {
            field: error.field ? t(`fields.${error.field}`, { defaultValue: error.field }) : '',
          })}
        </Alert>
      )}
      {photoError && <Alert kind="danger">{t(photoError, { max: `${IMAGE_MAX_KB / 1000} MB` })}</Alert>}
      {closed && (
        <p id={`${id}-closed`} className="muted text-sm">
          {t('chat.closed')}
        </p>
      )}
      {photo && <PhotoChip file={photo} onRemove={() => setPhoto(null)} />}
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="roomId" value={roomId} />
      <input type="hidden" name="clientId" value={clientId} />
      <div className="flex items-end gap-2">
        <label
          className={`icon-btn shrink-0 cursor-pointer ${closed ? 'pointer-events-none opacity-50' : ''}`}
        >
          <Icon name="camera" className="size-6" />
          <span className="sr-only">{t('chat.attachPhoto')}</span>
          <input
            type="file"
            name="image"
            accept="image/*"
            disabled={closed}
            className="sr-only"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0] ?? null;
              const bad =
                file &&
                (file.type && !isImageType(file.type)
                  ? 'chat.photoType'
                  : !isWithinImageSize(file.size, IMAGE_MAX_KB)
                    ? 'chat.photoSize'
                    : null);
              setPhotoError(bad || null);
              setPhoto(bad ? null : file);
              if (bad) event.currentTarget.value = '';
            }}
          />
        </label>
        <label htmlFor={id} className="sr-only">
          {t('chat.message')}
        </label>
        <textarea
          id={id}
          name="body"
          rows={2}
          dir="auto"
          maxLength={MESSAGE_MAX}
          defaultValue={draft}
          disabled={closed}
          placeholder={t('chat.placeholder')}
          aria-describedby={closed ? `${id}-closed` : undefined}
          className="input min-h-12 min-w-0 flex-1 resize-none"
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (event.currentTarget.value.trim() || photo) event.currentTarget.form?.requestSubmit();
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
