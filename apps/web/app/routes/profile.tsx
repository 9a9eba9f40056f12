import { useTranslation } from 'react-i18next';
import { endpoints } from '@souqna/contracts';
import type { Route } from './+types/profile';
import { BlockButton } from '../features/blocks/block-button.tsx';
import { FavoritesEmpty } from '../features/favorites/favorites-empty.tsx';
import { ListingLayout } from '../features/posts/listing-layout.tsx';
import { FollowButton } from '../features/profile/follow-button.tsx';
import { ProfileEmpty } from '../features/profile/profile-empty.tsx';
import { ProfileTabs } from '../features/profile/profile-tabs.tsx';
import { UserCard } from '../features/profile/user-card.tsx';
import { ReportButton } from '../features/reports/report-dialog.tsx';
import { replyReview } from '../features/reviews/review-actions.server.ts';
import { ReviewsSection } from '../features/reviews/reviews-section.tsx';
import { sendReport } from '../features/reports/report.server.ts';
import { actionError } from '../lib/action-error.server.ts';
import { ApiCallError, apiFor } from '../lib/api.server.ts';
import { loadFavorites } from '../lib/favorites.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { keepListing } from '../lib/keep-listing.ts';
import { loadListing } from '../lib/listing.server.ts';
import { useLocalePath } from '../lib/use-locale.ts';
import { useViewer } from '../lib/use-viewer.ts';
import { pageMeta, siteTitle } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => {
  const profile = args.loaderData?.profile;
  if (!profile) return pageMeta(args, 'profile');
  return pageMeta(args, 'profile', {
    title: siteTitle(args.location.pathname, profile.fullname),
    // A member who wrote nothing about themselves keeps the page's own description (search results show it).
    ...(profile.description ? { description: profile.description } : {}),
    image: profile.avatar,
    type: 'profile',
    keepQuery: ['type'],
  });
};

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const api = apiFor(args.request, args.context, localeOf(args));
  const isFav = url.searchParams.get('type') === 'fav';
  try {
    const userId = args.params.id;
    const [profile, listing, rating, reviews] = await Promise.all([
      api.call(endpoints.getProfile, { params: { id: userId } }),
      isFav
        ? loadFavorites(api, userId, url, localeOf(args)).then((page) => ({ page }))
        : loadListing(args, { userId }),
      api.call(endpoints.sellerRating, { params: { userId } }),
      api.call(endpoints.sellerReviews, { params: { userId }, query: { limit: 5 } }),
    ]);
    return { profile, page: listing.page, isFav, rating, reviews: reviews.items };
  } catch (error) {
    if (error instanceof ApiCallError && error.status < 500) throw new Response(null, { status: 404 });
    throw error;
  }
}

/**
 * Follow / unfollow (docs/product/social.md#following), block / unblock (#blocks), report, and the
 * seller's answer to a review (#ratings-and-reviews), then the
 * loaders run again: fresh counts, buttons and ads.
 */
export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  const fields = formFields(await readForm(args.request));
  // A report names the member, or one of the reviews of them (docs/product/social.md#ratings-and-reviews).
  if (fields.intent === 'report')
    return sendReport(api, fields.reviewId ? fields : { ...fields, userId: args.params.id });
  if (fields.intent === 'replyReview') return replyReview(api, fields);
  if (fields.intent === 'block' || fields.intent === 'unblock') {
    const blocking = fields.intent === 'block';
    try {
      await api.send(blocking ? endpoints.blockUser : endpoints.unblockUser, {
        params: { userId: args.params.id },
      });
      return { blocked: blocking };
    } catch (error) {
      return actionError(error);
    }
  }
  const endpoint = fields.intent === 'unfollow' ? endpoints.unfollow : endpoints.follow;
  try {
    await api.send(endpoint, { params: { userId: args.params.id } });
    return { followed: fields.intent !== 'unfollow' };
  } catch (error) {
    return actionError(error);
  }
}

export const shouldRevalidate = keepListing;

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const lp = useLocalePath();
  const { t } = useTranslation();
  const viewer = useViewer();
  const { profile, page, isFav, rating, reviews } = loaderData;
  const actions = profile.isMe ? null : (
    <>
      <FollowButton name={profile.fullname} isFollowing={Boolean(profile.isFollowing)} />
      <ReportButton target={{ userId: profile._id }} className="btn btn-ghost" />
      {profile.isBlocked !== null && <BlockButton name={profile.fullname} isBlocked={profile.isBlocked} />}
    </>
  );
  return (
    <div className="flex flex-col gap-6">
      <UserCard profile={profile} actions={actions} />
      <ReviewsSection
        summary={rating}
        reviews={reviews}
        isSeller={Boolean(profile.isMe)}
        viewerId={viewer?._id}
        report={(r) => (
          <ReportButton target={{ reviewId: r._id }} label={t('reviews.report')} className="btn btn-ghost" />
        )}
      />
      <ListingLayout
        heading={<ProfileTabs base={lp(`/profile/${profile._id}`)} isFav={isFav} />}
        page={page}
        // Below the user card and the reviews: only the first row is near a phone's first screen.
        eagerCards={2}
        empty={
          isFav && profile.isMe ? (
            <FavoritesEmpty />
          ) : (
            <ProfileEmpty isMe={Boolean(profile.isMe)} isFav={isFav} />
          )
        }
      />
    </div>
  );
}
