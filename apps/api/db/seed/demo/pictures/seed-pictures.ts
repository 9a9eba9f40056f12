// The demo's pictures in the configured storage (the bucket when S3 is on, else UPLOADS_DIR):
// each ad's own, or a few shared ones for the tests and the benchmark.
import type { Config } from '../../../../src/config.ts';
import { openStorage } from '../../../../src/adapters/storage/index.ts';
import type { StoredImage } from '../../../../src/features/posts/posts.public.ts';
import type { Item } from '../items.ts';
import { type PlannedAd, type PlannedPicture, planPictures, planShared } from './plan.ts';
import { type PictureProgress, storePictures } from './store.ts';

type Where = Pick<Config, 's3' | 'uploadsDir'>;

async function stored(
  config: Where,
  plan: PlannedPicture[][],
  progress?: PictureProgress,
): Promise<StoredImage[][]> {
  const storage = await openStorage(config);
  try {
    const images = await storePictures(storage, config.uploadsDir, plan.flat(), progress);
    return plan.map((pictures) => pictures.map((p) => images.get(p.id)!));
  } finally {
    storage.close?.();
  }
}

/** Each ad's own pictures (`shared` unset), or `shared` pictures in all, shared by family. */
export function seedAdPictures(
  config: Where,
  ads: PlannedAd[],
  seed: number,
  shared?: number,
  progress?: PictureProgress,
) {
  return stored(
    config,
    shared === undefined
      ? planPictures(ads, seed)
      : planShared(
          ads.map((a) => a.item),
          seed,
          shared,
        ),
    progress,
  );
}

/** One picture per item, for seeds that reuse a few pictures across many ads (seed:big). */
export async function seedPicturePool(config: Where, items: Item[], seed: number): Promise<StoredImage[]> {
  return (await stored(config, planShared(items, seed, items.length))).map(([image]) => image!);
}
