import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import type { MoveButton, PickedImage } from './image-list.ts';

type Props = {
  image: PickedImage;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Registers the tile's move buttons, so the picker can keep the keyboard on a moved photo. */
  buttonRef: (which: MoveButton, el: HTMLButtonElement | null) => void;
};

const moveClass = 'btn btn-ghost min-h-8 gap-1 px-2 text-sm';

/**
 * One chosen photo with its order controls. Order is worded "earlier"/"later", not left/right:
 * the chevron of "earlier" points to the start of the line (right in Arabic, left in English),
 * so it always points where the photo goes (docs/product/i18n-and-rtl.md).
 */
export function ImageTile({ image, index, count, onMove, onRemove, buttonRef }: Props) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <li className="card relative flex flex-col gap-2 p-2">
      <img
        src={image.url}
        alt={t('postForm.imageN', { n })}
        className="aspect-[4/3] w-full rounded-md object-cover"
      />
      {index === 0 && (
        <span className="absolute start-3 top-3 rounded-full bg-primary px-2 text-xs font-semibold text-on-primary">
          {t('postForm.cover')}
        </span>
      )}
      <div className="flex justify-between gap-1">
        <button
          ref={(el) => buttonRef('earlier', el)}
          type="button"
          className={moveClass}
          disabled={index === 0}
          aria-label={t('postForm.moveEarlier', { n })}
          onClick={() => onMove(-1)}
        >
          <Icon name="back" className="size-4 rtl:rotate-180" />
          {t('postForm.earlier')}
        </button>
        <button
          ref={(el) => buttonRef('later', el)}
          type="button"
          className={moveClass}
          disabled={index === count - 1}
          aria-label={t('postForm.moveLater', { n })}
          onClick={() => onMove(1)}
        >
          {t('postForm.later')}
          <Icon name="back" className="size-4 ltr:rotate-180" />
        </button>
      </div>
      <button
        type="button"
        className="btn btn-ghost min-h-8 text-sm text-danger-fg"
        onClick={onRemove}
        aria-label={t('postForm.removeImage', { n })}
      >
        {t('postForm.remove')}
      </button>
    </li>
  );
}
