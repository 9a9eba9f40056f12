import { describe, expect, it } from 'vitest';
import { buttonAfterMove, imageError, move, type PickedImage } from './image-list.ts';

const file = (type: string, size: number) => ({ type, size }) as File;
const img = (f: File): PickedImage => ({ key: Math.random().toString(), kind: 'new', file: f, url: '' });

describe('image list', () => {
  it('moves an image earlier or later and stops at the ends', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
  it('keeps the keyboard on the moved image: the same button, or the other one at an end', () => {
    expect(buttonAfterMove(2, -1, 4)).toBe('earlier');
    expect(buttonAfterMove(1, -1, 4)).toBe('later'); // now first: "earlier" is disabled
    expect(buttonAfterMove(1, 1, 4)).toBe('later');
    expect(buttonAfterMove(2, 1, 4)).toBe('earlier'); // now last
    expect(buttonAfterMove(0, 1, 2)).toBe('earlier');
  });
  it('checks count, type and size', () => {
    expect(imageError([])).toBe('validations.minImageCount');
    expect(imageError([img(file('image/jpeg', 1000))])).toBeUndefined();
    expect(imageError([img(file('application/pdf', 1000))])).toBe('validations.fileType');
    expect(imageError([img(file('image/png', 6000 * 1024 + 1))])).toBe('validations.imageSize');
    expect(imageError(Array.from({ length: 11 }, () => img(file('image/jpeg', 1))))).toBe(
      'validations.maxLimit',
    );
  });
});
