import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_MB, POST_IMAGES_MAX } from '@souqna/contracts/limits';
import { useFieldMessage } from '../../ui/field-message.ts';
import { downscale } from './downscale.ts';
import { DropZone } from './drop-zone.tsx';
import { buttonAfterMove, move, type MoveButton, type PickedImage } from './image-list.ts';
import { ImageTile } from './image-tile.tsx';

type Props = { images: PickedImage[]; onChange: (images: PickedImage[]) => void; error?: string };

/** Pick (or drop), preview, reorder (earlier / later buttons) and remove the post's 1–10 images. */
export function ImagePicker({ images, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [moved, setMoved] = useState<{ key: string; to: number; focus: MoveButton } | null>(null);
  const message = useFieldMessage(error, t('postForm.images'), { min: 1, max: POST_IMAGES_MAX });
  // The moved photo's button keeps the keyboard: React may move its tile, which drops the focus.
  useEffect(() => {
    if (moved) buttons.current.get(`${moved.key}:${moved.focus}`)?.focus();
  }, [moved]);
  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    const room = POST_IMAGES_MAX - images.length;
    const picked = await Promise.all([...files].slice(0, Math.max(room, 0)).map(downscale));
    setBusy(false);
    onChange([
      ...images,
      ...picked.map((file) => ({
        key: `${file.name}-${file.size}-${Math.random()}`,
        kind: 'new' as const,
        file,
        url: URL.createObjectURL(file),
      })),
    ]);
  };
  const moveImage = (index: number, by: -1 | 1) => {
    onChange(move(images, index, by));
    setMoved({
      key: images[index]!.key,
      to: index + by + 1,
      focus: buttonAfterMove(index, by, images.length),
    });
  };
  return (
    <fieldset aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}>
      <legend className="label">{t('postForm.images')}</legend>
      <p id={`${id}-hint`} className="muted mb-2 text-sm">
        {t('postForm.imagesHint', { max: POST_IMAGES_MAX, mb: IMAGE_MAX_MB })}
      </p>
      {images.length > 0 && (
        <ol className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {images.map((image, i) => (
            <ImageTile
              key={image.key}
              image={image}
              index={i}
              count={images.length}
              onMove={(by) => moveImage(i, by)}
              onRemove={() => onChange(images.filter((x) => x !== image))}
              buttonRef={(which, el) => {
                if (el) buttons.current.set(`${image.key}:${which}`, el);
                else buttons.current.delete(`${image.key}:${which}`);
              }}
            />
          ))}
        </ol>
      )}
      <p role="status" className="sr-only">
        {moved ? t('postForm.movedTo', { n: moved.to }) : ''}
      </p>
      {images.length < POST_IMAGES_MAX && (
        <DropZone inputId={`${id}-file`} busy={busy} onFiles={(files) => void add(files)} />
      )}
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
