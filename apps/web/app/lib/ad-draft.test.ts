import { describe, expect, it } from 'vitest';
import { draftOf, filesOf, hasContent, readDraft } from './ad-draft.ts';

const photo = new File([new Uint8Array([1, 2, 3])], 'front.jpg', { type: 'image/jpeg' });

describe('the new-ad draft', () => {
  it('keeps the form fields as strings and the photos as blobs with their names', async () => {
    const draft = draftOf(
      { title: 'Camry', price: '5000', currncy: 'SAR', extra: 'x', showPrice: true },
      [photo],
      true,
      7,
    );
    expect(draft.values).toEqual({ title: 'Camry', price: '5000', currncy: 'SAR' });
    expect(draft.queued).toBe(true);
    const [file] = filesOf(draft);
    expect([file!.name, file!.type, [...new Uint8Array(await file!.arrayBuffer())]]).toEqual([
      'front.jpg',
      'image/jpeg',
      [1, 2, 3],
    ]);
  });

  it('is worth keeping once anything is typed or picked', () => {
    const defaults = { title: '', currncy: 'AED' };
    expect(hasContent({ title: '', currncy: 'AED' }, 0, defaults)).toBe(false);
    expect(hasContent({ title: '', currncy: 'SAR' }, 0, defaults)).toBe(true);
    expect(hasContent({ title: '' }, 1, defaults)).toBe(true);
  });

  it('reads back a stored draft defensively', () => {
    const stored = draftOf({ title: 'Camry' }, [photo], false, 7);
    expect(readDraft(structuredClone(stored))).toEqual({
      ...stored,
      photos: [expect.objectContaining({ name: 'front.jpg' })],
    });
    expect(readDraft(null)).toBeNull();
    expect(readDraft({ values: {} })).toBeNull();
    expect(readDraft({ values: { title: 3 }, photos: [{ name: 'x' }], queued: 'yes' })).toEqual({
      values: {},
      photos: [],
      queued: false,
      savedAt: 0,
    });
  });
});
