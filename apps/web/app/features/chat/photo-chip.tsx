import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { useObjectUrl } from '../../ui/use-object-url.ts';

/** The photo chosen for the next message, shown small with a way to take it back. */
export function PhotoChip({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation();
  const url = useObjectUrl(file);
  return (
    <div className="flex items-center gap-2 self-start rounded-xl border border-line p-1 pe-2">
      {url && <img src={url} alt="" className="size-14 rounded-lg object-cover" />}
      <span className="muted max-w-40 truncate text-sm" dir="auto">
        {file.name}
      </span>
      <button type="button" className="icon-btn" onClick={onRemove} aria-label={t('chat.removePhoto')}>
        <Icon name="close" />
      </button>
    </div>
  );
}
