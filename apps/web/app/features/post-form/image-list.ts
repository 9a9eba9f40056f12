import { IMAGE_MAX_KB, POST_IMAGES_MAX, POST_IMAGES_MIN } from '@souqna/contracts/limits';
import { MESSAGES, isImageType, isWithinImageSize } from '@souqna/contracts/rules';

/** An image already on the post (kept by id) or a new file (previewed by an object URL). */
export type PickedImage =
  | { key: string; kind: 'existing'; id: string; url: string }
  | { key: string; kind: 'new'; file: File; url: string };

/** Moves one image a place earlier (-1) or later (+1): buttons, not dragging (WCAG 2.5.7). */
export function move<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export type MoveButton = 'earlier' | 'later';

/**
 * After moving an image, the keyboard stays with it: the same button again, unless the image
 * reached that end and the button is now disabled, then the other one (never lost to the page).
 */
export function buttonAfterMove(index: number, by: -1 | 1, length: number): MoveButton {
  const to = index + by;
  if (by === -1) return to <= 0 ? 'later' : 'earlier';
  return to >= length - 1 ? 'earlier' : 'later';
}

/** The image rules for the whole list (docs/product/listings-and-search.md#images): 1 to 10, each an image, each at most 6000 KB (shown as 6 MB). */
export function imageError(images: PickedImage[]): string | undefined {
  if (images.length < POST_IMAGES_MIN) return MESSAGES.minImageCount;
  if (images.length > POST_IMAGES_MAX) return MESSAGES.maxLimit;
  const files = images.flatMap((i) => (i.kind === 'new' ? [i.file] : []));
  if (files.some((f) => !isImageType(f.type))) return MESSAGES.fileType;
  if (
    !isWithinImageSize(
      files.map((f) => f.size),
      IMAGE_MAX_KB,
    )
  )
    return MESSAGES.imageSize;
  return undefined;
}
