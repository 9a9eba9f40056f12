import { useState } from 'react';
import { redirect } from 'react-router';
import { endpoints } from '@souqna/contracts';
import type { Route } from './+types/post';
import { openSellerRoom } from '../features/chat/chat.server.ts';
import { CommentSection } from '../features/comments/comment-section.tsx';
import { addComment, editComment, removeComment } from '../features/comments/comment-actions.server.ts';
import { AdLive } from '../features/posts/ad-live.tsx';
import { OwnerStats } from '../features/posts/owner-stats.tsx';
import { PostDetails } from '../features/posts/post-details.tsx';
import { SimilarAds } from '../features/posts/similar-ads.tsx';
import { useCountView } from '../features/posts/use-count-view.ts';
import { revealPhone } from '../features/posts/phone-reveal.server.ts';
import { markSold, offerRate, unmarkSold } from '../features/posts/sold.server.ts';
import { SoldPanel } from '../features/posts/sold-panel.tsx';
import { AdTerm } from '../features/posts/ad-term.tsx';
import { ContactBar } from '../features/posts/contact-bar.tsx';
import { changeTerm } from '../features/posts/lifecycle.server.ts';
import { ReportButton } from '../features/reports/report-dialog.tsx';
import { sendReport } from '../features/reports/report.server.ts';
import { RateDeal } from '../features/reviews/rate-deal.tsx';
import { rateDeal } from '../features/reviews/review-actions.server.ts';
import { actionError } from '../lib/action-error.server.ts';
import { ApiCallError, apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireUser, viewerOf } from '../lib/guards.server.ts';
import { cardData } from '../lib/card-data.ts';
import { localePath } from '../lib/locale.ts';
import { useOneTimeNote } from '../lib/one-time-note.ts';
import { postJsonLd } from '../lib/post-jsonld.ts';
import { useRememberAd } from '../lib/use-offline-copy.ts';
import { originOf } from '../lib/seo.ts';
import { pageMeta, siteTitle } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  if (!post) return pageMeta(args, 'post');
  const origin = originOf(args.matches);
  const image = post.images.card ? new URL(post.images.card, origin || 'http://localhost').href : null;
  return pageMeta(args, 'post', {
    title: siteTitle(args.location.pathname, post.title),
    description: post.description.replace(/\s+/g, ' ').slice(0, 160) || post.title,
    image,
    type: 'product',
    jsonLd: postJsonLd(post, `${origin}${args.location.pathname}`, image),
  });
};

export async function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args);
  const api = apiFor(args.request, args.context, locale);
  const { id } = args.params;
  try {
    const [post, comments, similar] = await Promise.all([
      api.call(endpoints.getPost, { params: { id } }),
      api.call(endpoints.postComments, { params: { postId: id }, query: { limit: 100 } }),
      // A strip that fails to load is left out, never the ad with it.
      api.call(endpoints.similarPosts, { params: { id } }).then(
        (answer) => answer.items.map((post) => cardData(post, locale)),
        () => [],
      ),
    ]);
    // The owner of a sold ad is offered the commission at the site's rate (docs/product/payments.md#commission);
    // the owner alone sees the ad's statistics (docs/decisions/0041-ad-page-facts.md).
    // A signed-in member other than the seller may be able to rate the deal (docs/product/social.md#ratings-and-reviews).
    const rater = viewerOf(args) && !post.isOwner;
    const [commissionRate, stats, review] = await Promise.all([
      offerRate(api, post),
      post.isOwner ? api.call(endpoints.getPostStats, { params: { id } }).catch(() => null) : null,
      rater ? api.call(endpoints.reviewEligibility, { params: { postId: id } }).catch(() => null) : null,
    ]);
    return { post, comments: comments.items, similar, commissionRate, stats, review };
  } catch (error) {
    if (error instanceof ApiCallError && error.status < 500) throw new Response(null, { status: 404 });
    throw error;
  }
}

/** The page's writes by intent: comment, editComment, deleteComment, report, rateDeal, revealPhone, messageSeller, markSold, unmarkSold, renewPost, refreshPost, deletePost. */
export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  const locale = localeOf(args);
  const api = apiFor(args.request, args.context, locale);
  const fields = formFields(await readForm(args.request));
  switch (fields.intent) {
    case 'comment':
      return addComment(api, { ...fields, postId: args.params.id });
    case 'editComment':
      return editComment(api, fields);
    case 'deleteComment':
      return removeComment(api, fields.commentId ?? '');
    case 'report':
      return sendReport(api, fields);
    case 'rateDeal':
      return rateDeal(api, args.params.id, fields);
    case 'revealPhone':
      return revealPhone(api, args.params.id);
    case 'messageSeller':
      return openSellerRoom(api, args.params.id, locale);
    case 'markSold':
      return markSold(api, args.params.id, fields);
    case 'unmarkSold':
      return unmarkSold(api, args.params.id);
    case 'renewPost':
    case 'refreshPost':
      return changeTerm(api, args.params.id, fields.intent);
    case 'deletePost':
      try {
        await api.send(endpoints.deletePost, { params: { postId: args.params.id } });
      } catch (error) {
        return actionError(error);
      }
      throw redirect(localePath(`/profile/${user._id}`, locale));
    default:
      throw new Response(null, { status: 400 });
  }
}

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const { post, comments, similar, commissionRate, stats, review } = loaderData;
  useRememberAd(post);
  useCountView(post._id, post.isOwner);
  // Right after publishing (post-new.tsx sends `?published`): "your ad is live" above the ad.
  // Kept with the ad it was for: the page stays mounted when a similar ad is opened from it.
  const published = useOneTimeNote('published');
  const [liveFor, setLiveFor] = useState(published ? post._id : null);
  return (
    // Room under the page for the phone's contact bar, so it covers nothing (contact-bar.tsx).
    <div className="flex flex-col gap-6 pb-16 md:pb-0">
      {liveFor === post._id && post.isOwner && <AdLive post={post} onView={() => setLiveFor(null)} />}
      <PostDetails
        post={post}
        report={<ReportButton target={{ postId: post._id }} className="btn btn-ghost" />}
        sold={<SoldPanel post={post} rate={commissionRate} />}
        term={<AdTerm post={post} />}
        insights={stats && <OwnerStats stats={stats} />}
        review={
          review &&
          (review.canReview || review.reviewId) && (
            <RateDeal sellerName={post.user.fullname} rated={!review.canReview} />
          )
        }
      />
      <SimilarAds items={similar} />
      <CommentSection postId={post._id} postOwnerId={post.userId} comments={comments} />
      <ContactBar post={post} />
    </div>
  );
}
