// POST /api/post: validate everything, encode the photos, write files, then one transaction.
import type { CreatePost } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { reference } from '../../domain/reference.ts';
import type { IncomingFile } from '../../plugins/uploads.ts';
import { checkImageCount, imageFiles, removeImageFiles, storeImages } from './post-images.ts';
import { postSearchDocument, resolvePlacement } from './post-input.ts';
import { resolveAttributes } from './post-attributes.ts';
import { loadPost } from '../../domain/lookups.ts';
import { detailOf } from './post-read.service.ts';
import { insertPost, phoneVerified } from './posts.queries.ts';
import { termEnd } from './lifecycle/lifecycle.queries.ts';
import { assertMayPost } from '../../policies/ownership.ts';
import { guardDuplicates } from './duplicate-guard.ts';

export async function createPost(deps: Deps, viewer: AuthUser, input: CreatePost, files: IncomingFile[]) {
  assertMayPost(viewer);
  const ref = await reference(deps.orm);
  const placement = resolvePlacement(ref, input);
  const attributes = resolveAttributes(ref, placement.categoryId, input);
  const photos = imageFiles(files);
  checkImageCount(photos.length);
  const images = await storeImages(deps.storage, photos);
  const title = input.title;
  const description = input.description;
  // A proved number is shown unless the member said not (docs/decisions/0053). Read before the
  // transaction: PGlite is one session, and a read beside an open transaction would wait for it.
  const showPhone = input.showPhone ?? (await phoneVerified(deps, viewer.id));
  let id: string;
  try {
    // Before the transaction, like the read above (docs/decisions/0058-duplicate-guard.md).
    const photoOf = await guardDuplicates(deps, {
      userId: viewer.id,
      categoryId: placement.categoryId,
      title,
      description,
      carModel: placement.carModel,
      details: attributes,
      hashes: images.flatMap((i) => (i.phash ? [i.phash] : [])),
    });
    // The ad, its photos and its followers' fan-out job commit together (compose/subscriptions.ts).
    id = await deps.sql.transaction(async (tx) => {
      const postId = await insertPost(
        tx,
        {
          userId: viewer.id,
          title,
          description,
          priceMinor: input.price,
          currncy: input.currncy,
          showPrice: input.showPrice,
          showPhone,
          expiresAt: termEnd(),
          ...placement,
          attributes,
          searchNorm: postSearchDocument(ref, { ...placement, title, description, attributes }),
        },
        images,
      );
      await deps.events.publish(
        'post.created',
        { postId, userId: viewer.id, ...(photoOf ? { photoOf } : {}) },
        tx,
      );
      return postId;
    });
  } catch (err) {
    await removeImageFiles(deps.storage, images);
    throw err;
  }
  return detailOf(deps, viewer, await loadPost(deps, id));
}
