import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_KB, AVATAR_MAX_MB, isImageType, isWithinImageSize, MESSAGES } from '@souqna/contracts';
import { Icon } from './icons.tsx';
import { useObjectUrl } from './use-object-url.ts';

type Props = {
  current: string | null;
  file: File | null;
  onChange: (file: File | null, removed: boolean) => void;
};

/** Avatar upload/remove with a local preview; only images under the size bound are taken. */
export function AvatarPicker({ current, file, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const preview = useObjectUrl(file);
  const [removed, setRemoved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = preview ?? (removed ? null : current);
  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isImageType(chosen.type)) return setError(t(MESSAGES.fileType));
    if (!isWithinImageSize(chosen.size, AVATAR_MAX_KB))
      return setError(t(MESSAGES.imageSize, { mb: AVATAR_MAX_MB }));
    setError(null);
    setRemoved(false);
    onChange(chosen, false);
  };
  return (
    <div className="flex items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border border-line bg-page">
        {shown ? (
          <img src={shown} alt={t('profileForm.avatarPreview')} className="size-full object-cover" />
        ) : (
          <Icon name="user" className="size-10 muted" />
        )}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="btn btn-outline cursor-pointer">
          {t('profileForm.chooseAvatar')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(e) => pick(e.target.files?.[0])}
        />
        {shown && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setRemoved(true);
              setError(null);
              onChange(null, true);
            }}
          >
            {t('profileForm.removeAvatar')}
          </button>
        )}
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
