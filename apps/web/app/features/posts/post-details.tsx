import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostDetail } from '@souqna/contracts';
import { rentPeriodOf } from '@souqna/contracts/attributes';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { FavoriteButton } from '../../ui/favorite-button.tsx';
import { Flag } from '../../ui/flag.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { categoryName } from '../../lib/category-name.ts';
import { flagOf, localityOf } from '../../lib/place.ts';
import { visiblePrice } from '../../lib/price.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { AdFacts } from './ad-facts.tsx';
import { PriceDropMark } from './price-drop-mark.tsx';
import { AdSafetyNote } from './ad-safety-note.tsx';
import { DeletePostButton } from './delete-post-button.tsx';
import { MessageSeller } from './message-seller.tsx';
import { PhoneReveal } from './phone-reveal.tsx';
import { PostGallery } from './post-gallery.tsx';
import { SellerBox } from './seller-box.tsx';
import { ShareButton } from './share-button.tsx';
import { PostSpecs } from './post-specs.tsx';
import { SoldBadge } from './sold-badge.tsx';

/**
 * The post itself (docs/product/screens-and-routes.md#ad-detail): gallery, facts, description, author, actions.
 * `sold` is the owner's mark-as-sold form or commission offer (docs/product/listings-and-search.md#sold-ads).
 */
export function PostDetails({
  post,
  report,
  sold,
  term,
  insights,
  review,
}: {
  post: PostDetail;
  report: ReactNode;
  sold?: ReactNode;
  /** The owner's term: until when it is listed, renew and refresh (ad-term.tsx). */
  term?: ReactNode;
  /** The owner's statistics of the ad (owner-stats.tsx). */
  insights?: ReactNode;
  /** "Rate this deal" for a member who may rate the seller (features/reviews). */
  review?: ReactNode;
}) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  const viewer = useViewer();
  const price = visiblePrice(post, viewer?._id);
  const state = locale === 'en' ? post.en_state : post.ar_state;
  const place = localityOf(post, locale);
  const crumbs = [
    { label: t('header.home'), to: lp('/') },
    ...(post.category.parent
      ? [
          {
            label: categoryName(post.category.parent, locale),
            to: lp(`/posts/category/${post.category.parent.id}`),
          },
        ]
      : []),
    { label: categoryName(post.category, locale), to: lp(`/posts/category/${post.category.id}`) },
    { label: post.title },
  ];
  return (
    <article className="flex flex-col gap-5">
      <Breadcrumbs items={crumbs} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <PostGallery images={post.images.gallery} title={post.title} />
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold" dir="auto">
              {post.title}
            </h1>
            {(post.soldAt || post.expiredAt) && <SoldBadge expired={!post.soldAt} />}
          </div>
          {price !== null ? (
            <PriceTag
              amount={price}
              currency={post.currncy}
              period={rentPeriodOf(post.attributes)}
              className="text-2xl font-bold text-primary"
            />
          ) : (
            <p className="muted">{t('post.priceHidden')}</p>
          )}
          {price !== null && post.priceDrop && (
            <PriceDropMark from={post.priceDrop.from} currency={post.currncy} className="text-sm" />
          )}
          <p className="flex items-center gap-2">
            <Flag code={flagOf(post)} />
            {place === state ? place : `${place}${t('common.listSeparator')}${state}`}
          </p>
          <p className="muted text-sm">
            {t('post.published')} <RelativeDate value={post.createdAt} />
            {post.listedAt !== post.createdAt && (
              <>
                {t('common.listSeparator')}
                {t('lifecycle.refreshed')} <RelativeDate value={post.listedAt} />
              </>
            )}
          </p>
          <AdFacts number={post.number} views={post.views} />
          <div className="flex flex-wrap items-center gap-2">
            <FavoriteButton
              postId={post._id}
              title={post.title}
              initial={post.isFavorite}
              className="icon-btn border border-line"
            />
            <ShareButton title={post.title} />
            {post.isOwner ? (
              <>
                <Link to={lp(`/posts/edit/${post._id}`)} className="btn btn-outline">
                  {t('post.edit')}
                </Link>
                <DeletePostButton />
              </>
            ) : (
              <>
                {/* A sold item is gone: no new conversation about it (docs/decisions/0027-sold-ads.md); an
                    expired ad likewise until its owner renews it. On a phone the contact bar has chat. */}
                {post.soldAt || post.expiredAt ? (
                  <p className="muted basis-full">{t(post.soldAt ? 'sold.note' : 'lifecycle.visitorNote')}</p>
                ) : (
                  <div className="hidden md:block">
                    <MessageSeller closed={post.chatClosed} />
                  </div>
                )}
                {report}
              </>
            )}
          </div>
          {term}
          {sold}
          {insights}
          <PhoneReveal post={post} />
          <SellerBox post={post} />
          {review}
          <AdSafetyNote post={post} />
        </div>
      </div>
      <PostSpecs
        attributes={post.attributes}
        carModel={
          post.carModelName ? `${post.carModelName.make[locale]} ${post.carModelName[locale]}` : undefined
        }
      />
      <section aria-labelledby="post-description" className="card">
        <h2 id="post-description" className="mb-2 text-lg font-bold">
          {t('post.description')}
        </h2>
        <p dir="auto" className="break-words whitespace-pre-line">
          {post.description || t('post.noDescription')}
        </p>
      </section>
    </article>
  );
}
