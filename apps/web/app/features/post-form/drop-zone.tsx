import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';

type Props = { inputId: string; busy: boolean; onFiles: (files: FileList | null) => void };

/**
 * The photo picker as a drop zone (docs/product/listings-and-search.md#posting-an-ad). The real
 * file input is stretched, transparent, over the whole zone: a click, the keyboard or files
 * dropped on it all reach the input itself, so dropping works without JavaScript too (the form
 * then posts the files). With JavaScript the input's change adds the files to the list and the
 * zone shows when files are dragged over it.
 */
export function DropZone({ inputId, busy, onFiles }: Props) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  return (
    <div
      data-dragging={over || undefined}
      className="relative flex min-h-28 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-line p-4 text-center transition-colors hover:border-primary hover:bg-primary/5 has-[:focus-visible]:border-primary has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary data-[dragging]:border-primary data-[dragging]:bg-primary/10"
      onDragEnter={() => setOver(true)}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={() => setOver(false)}
    >
      {busy ? <Spinner /> : <Icon name="camera" className="size-7 text-primary" />}
      <label htmlFor={inputId} className="font-semibold">
        {t('postForm.dropZone')}
      </label>
      <input
        id={inputId}
        type="file"
        name="images"
        accept="image/*"
        multiple
        className="absolute inset-0 size-full cursor-pointer opacity-0"
        onChange={(e) => {
          onFiles(e.target.files);
          // With JS the files live in state; the input is emptied so the same file can be picked again.
          e.target.value = '';
        }}
      />
    </div>
  );
}
