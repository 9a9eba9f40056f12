// PUT /api/post/{id}: owner only; keepImages (ordered) + new files must total 1 to 10.
import type { UpdatePost } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PostRow } from '../../db/schema.ts';
import { reference, type Reference } from '../../domain/reference.ts';
import type { IncomingFile } from '../../plugins/uploads.ts';
import { assertMayPost } from '../../policies/ownership.ts';
import { authorize } from '../../policies/permissions.ts';
import { checkImageCount, imageFiles, removeImageFiles, storeImages } from './post-images.ts';
import { postSearchDocument, resolvePlacement } from './post-input.ts';
import { resolveAttributes } from './post-attributes.ts';
import { nextMark } from './price-mark.ts';
import { loadPost } from '../../domain/lookups.ts';
import { detailOf } from './post-read.service.ts';
import { findImages, unshared, updatePost } from './posts.queries.ts';

export async function editPost(
  deps: Deps,
  viewer: AuthUser,
  id: string,
  input: UpdatePost,
  files: IncomingFile[],
) {
  const post = await loadPost(deps, id);
  authorize(viewer, 'ad.edit', { ownerId: post.userId });
  assertMayPost(viewer);
  const ref = await reference(deps.orm);
  const current = await findImages(deps.orm, id);
  const keep = input.keepImages ?? current.map((i) => i.id);
  const ownIds = new Set(current.map((i) => i.id));
  if (new Set(keep).size !== keep.length || keep.some((k) => !ownIds.has(k)))
    throw new AppError('ValidationError', {
      field: 'keepImages',
      issues: [{ path: 'keepImages', message: 'validations.required' }],
    });
  const photos = imageFiles(files);
  checkImageCount(keep.length + photos.length);

  // Unsent fields keep their value; the place is re-resolved as a whole.
  const placement = resolvePlacement(ref, {
    categoryId: input.categoryId ?? post.categoryId,
    carModel: input.carModel !== undefined ? input.carModel || undefined : (post.carModel ?? undefined),
    country: input.country ?? ref.countries.get(post.countryCode)!.en,
    state: input.state ?? ref.states.get(post.stateCode)!.en,
    city: input.city !== undefined ? input.city || undefined : keptCity(ref, post, input),
  });
  const attributes = resolveAttributes(ref, placement.categoryId, input, post.attributes);
  const title = input.title ?? post.title;
  const description = input.description ?? post.description;
  const added = await storeImages(deps.storage, photos);
  const price = { priceMinor: input.price ?? post.priceMinor, currncy: input.currncy ?? post.currncy };
  const changed = price.priceMinor !== post.priceMinor || price.currncy !== post.currncy;
  let dropped;
  try {
    dropped = await updatePost(
      deps.sql,
      id,
      {
        title,
        description,
        ...price,
        ...nextMark(post, price),
        showPrice: input.showPrice ?? post.showPrice,
        showPhone: input.showPhone ?? post.showPhone,
        ...placement,
        attributes,
        searchNorm: postSearchDocument(ref, { ...placement, title, description, attributes }),
      },
      keep,
      added,
      async (tx) => {
        await deps.events.publish('post.updated', { postId: id, userId: post.userId }, tx);
        // Its favourites' members learn of a drop (compose/subscriptions.ts, docs/decisions/0057).
        if (changed)
          await deps.events.publish(
            'post.priceChanged',
            {
              postId: id,
              userId: post.userId,
              from: post.priceMinor,
              to: price.priceMinor,
              currncy: price.currncy,
            },
            tx,
          );
      },
    );
  } catch (err) {
    await removeImageFiles(deps.storage, added);
    throw err;
  }
  await removeImageFiles(deps.storage, await unshared(deps.orm, dropped));
  return detailOf(deps, viewer, await loadPost(deps, id));
}

/** A new state without a city drops the old city (it belonged to the old state). */
function keptCity(ref: Reference, post: PostRow, input: UpdatePost): string | undefined {
  if (input.state !== undefined || post.cityId === null) return undefined;
  return ref.cities.get(post.cityId)?.en;
}
