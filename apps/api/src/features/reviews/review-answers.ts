// Review rows → answers (contracts ReviewSchema, RatingSummarySchema), field by field.
import type { RatingSummary, Review } from '@souqna/contracts';
import { sellerRatingOf } from '../../domain/post-cards.ts';
import type { ReviewRow, SummaryRow } from './reviews.queries.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toReview(r: ReviewRow): Review {
  return {
    _id: r.id,
    sellerId: r.seller_id,
    post: r.post_id ? { _id: r.post_id, title: r.post_title ?? '' } : null,
    author: { _id: r.author_id, fullname: r.author_fullname, avatar: r.author_avatar },
    rating: r.rating,
    body: r.body,
    reply: r.reply !== null && r.replied_at !== null ? { body: r.reply, createdAt: iso(r.replied_at) } : null,
    createdAt: iso(r.created_at),
  };
}

export function toSummary(
  row: SummaryRow | undefined,
  extra: Pick<RatingSummary, 'replySpeed' | 'phoneVerified'>,
): RatingSummary {
  const s = row ?? { count: 0, total: 0, stars_1: 0, stars_2: 0, stars_3: 0, stars_4: 0, stars_5: 0 };
  return {
    average: sellerRatingOf(s.count, s.total)?.average ?? null,
    count: s.count,
    distribution: { 1: s.stars_1, 2: s.stars_2, 3: s.stars_3, 4: s.stars_4, 5: s.stars_5 },
    ...extra,
  };
}
