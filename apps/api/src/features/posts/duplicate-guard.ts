// The duplicate guard at posting (docs/product/listings-and-search.md#duplicate-guard,
// docs/decisions/0058-duplicate-guard.md): the seller's own live ad for the same item (close title
// and description in the same category, or the same photo) refuses the new one with
// DuplicatePostError naming it, so the form offers its refresh instead; a photo of another seller's
// live ad lets it through, and the moderators get a flag with both ads side by side.
import type { DuplicatePostData } from '@souqna/contracts';
import type { Deps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { samePhotoAds, sameTextAd, type AdText } from './duplicate-guard.queries.ts';

type NewAd = AdText & { hashes: bigint[] };

/** Throws DuplicatePostError for the seller's own; returns another seller's matching ad, if any. */
export async function guardDuplicates(deps: Pick<Deps, 'sql'>, ad: NewAd): Promise<string | undefined> {
  const [text, photos] = await Promise.all([
    sameTextAd(deps.sql, ad),
    samePhotoAds(deps.sql, ad.userId, ad.hashes),
  ]);
  const own = text ?? photos.find((m) => m.user_id === ad.userId);
  if (own) {
    const data: DuplicatePostData = { postId: own.id, title: own.title, match: text ? 'text' : 'photo' };
    throw new AppError('DuplicatePostError', data);
  }
  return photos[0]?.id;
}
