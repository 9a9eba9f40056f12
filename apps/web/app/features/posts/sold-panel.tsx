import type { PostDetail } from '@souqna/contracts';
import { MarkSoldForm } from './mark-sold-form.tsx';
import { SoldOffer } from './sold-offer.tsx';

/** The owner's part of a sold ad's page: the form while for sale, the commission offer once sold. */
export function SoldPanel({ post, rate }: { post: PostDetail; rate: number | null }) {
  if (!post.isOwner) return null;
  return post.soldAt ? <SoldOffer post={post} rate={rate} /> : <MarkSoldForm post={post} />;
}
