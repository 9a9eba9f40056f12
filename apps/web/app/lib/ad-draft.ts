// The new-ad draft kept on the device (docs/product/platform.md#drafts-of-a-new-ad): what the
// member typed and the photos they picked, so nothing is lost offline. Pure; ad-draft-store.ts keeps it.

/** The post form's fields a draft holds (docs/product/listings-and-search.md#posting-an-ad). */
export const DRAFT_FIELDS = [
  'title',
  'description',
  'price',
  'currncy',
  'showPrice',
  'showPhone',
  'parentCategoryId',
  'categoryId',
  'carMake',
  'carModel',
  'country',
  'state',
  'city',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

export type DraftPhoto = { name: string; type: string; blob: Blob };

export type AdDraft = {
  values: Partial<Record<DraftField, string>>;
  photos: DraftPhoto[];
  /** The member pressed Publish: the ad is sent when the connection is back (not only restored). */
  queued: boolean;
  savedAt: number;
};

/** What is worth keeping: anything typed or picked (the form's untouched defaults are not a draft). */
export function hasContent(
  values: Partial<Record<DraftField, string>>,
  photos: number,
  defaults: Partial<Record<DraftField, string>>,
): boolean {
  return photos > 0 || DRAFT_FIELDS.some((k) => (values[k] ?? '') !== (defaults[k] ?? ''));
}

export function draftOf(
  values: Partial<Record<string, unknown>>,
  files: readonly File[],
  queued: boolean,
  savedAt: number,
): AdDraft {
  const kept: AdDraft['values'] = {};
  for (const key of DRAFT_FIELDS) {
    const value = values[key];
    if (typeof value === 'string') kept[key] = value;
  }
  return {
    values: kept,
    photos: files.map((f) => ({ name: f.name, type: f.type, blob: f })),
    queued,
    savedAt,
  };
}

/** A stored draft read back defensively (storage from an older version, or tampered with). */
export function readDraft(value: unknown): AdDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.values !== 'object' || raw.values === null || !Array.isArray(raw.photos)) return null;
  const values = draftOf(raw.values as Record<string, unknown>, [], false, 0).values;
  const photos = raw.photos.filter(
    (p): p is DraftPhoto =>
      typeof p === 'object' &&
      p !== null &&
      typeof p.name === 'string' &&
      typeof p.type === 'string' &&
      p.blob instanceof Blob,
  );
  return {
    values,
    photos,
    queued: raw.queued === true,
    savedAt: typeof raw.savedAt === 'number' ? raw.savedAt : 0,
  };
}

/** The photos as files again, for the form's picker and the upload. */
export function filesOf(draft: AdDraft): File[] {
  return draft.photos.map((p) => new File([p.blob], p.name, { type: p.type }));
}
