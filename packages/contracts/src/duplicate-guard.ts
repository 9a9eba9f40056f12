// The duplicate guard at posting (docs/product/listings-and-search.md#duplicate-guard,
// docs/decisions/0058-duplicate-guard.md): the same seller posting the same item again is offered the
// refresh of their live ad instead; a photo of another seller's live ad is posted but flagged.

/**
 * Two photos are the same when their 64-bit difference hashes differ in at most this many bits. Split
 * into 4 bands of 16 bits, two hashes this close share at least one band whole (pigeonhole), which is
 * what the index looks up.
 */
export const PHOTO_HASH_MAX_DISTANCE = 3;
/**
 * A hash with fewer set bits than this, or more than 64 minus it, describes a flat or evenly shaded
 * picture (a plain colour, a gradient): too little of the photo to say two are the same one.
 */
export const PHOTO_HASH_MIN_BITS = 8;
/** pg_trgm similarity of two titles, and of two descriptions, from which they are the same text. */
export const DUPLICATE_TEXT_SIMILARITY = 0.6;

/** What DuplicatePostError carries in `data`: the seller's live ad, and how it was matched. */
export type DuplicatePostData = { postId: string; title: string; match: 'text' | 'photo' };
