import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_KB, POST_IMAGES_MAX } from '@souqna/contracts/limits';
import { useFieldMessage } from '../../ui/field-message.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { downscale } from './downscale.ts';
import { move, type PickedImage } from './image-list.ts';

type Props = { images: PickedImage[]; onChange: (images: PickedImage[]) => void; error?: string };

/** Pick, preview, reorder (earlier / later buttons) and remove the post's 1–10 images. */
export function ImagePicker({ images, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const message = useFieldMessage(error, t('postForm.images'), { min: 1, max: POST_IMAGES_MAX });
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
  return (
    <fieldset aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}>
      <legend className="label">{t('postForm.images')}</legend>
      <p id={`${id}-hint`} className="muted mb-2 text-sm">
        {t('postForm.imagesHint', { max: POST_IMAGES_MAX, kb: IMAGE_MAX_KB })}
      </p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {images.map((image, i) => (
          <li key={image.key} className="card flex flex-col gap-2 p-2">
            <img
              src={image.url}
              alt={t('postForm.imageN', { n: i + 1 })}
              className="aspect-[4/3] w-full rounded-md object-cover"
            />
            <div className="flex justify-between gap-1">
              <button
                type="button"
                className="btn btn-ghost min-h-8 px-2 text-sm"
                disabled={i === 0}
                onClick={() => onChange(move(images, i, -1))}
              >
                {t('postForm.earlier')}
              </button>
              <button
                type="button"
                className="btn btn-ghost min-h-8 px-2 text-sm"
                disabled={i === images.length - 1}
                onClick={() => onChange(move(images, i, 1))}
              >
                {t('postForm.later')}
              </button>
            </div>
            <button
              type="button"
              className="btn btn-ghost min-h-8 text-sm text-danger-fg"
              onClick={() => onChange(images.filter((x) => x !== image))}
              aria-label={t('postForm.removeImage', { n: i + 1 })}
            >
              {t('postForm.remove')}
            </button>
          </li>
        ))}
      </ol>
      {images.length < POST_IMAGES_MAX && (
        <div className="mt-3">
          <label
            htmlFor={`${id}-file`}
            className="btn btn-outline cursor-pointer has-[:focus-visible]:outline-3"
          >
            {busy && <Spinner />}
            {t('postForm.addImages')}
            <input
              id={`${id}-file`}
              type="file"
              name="images"
              accept="image/*"
              multiple
              className="sr-only"
              onChange={(e) => {
                void add(e.target.files);
                // With JS the files live in state; the input is emptied so the same file can be picked again.
                e.target.value = '';
              }}
            />
          </label>
        </div>
      )}
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
