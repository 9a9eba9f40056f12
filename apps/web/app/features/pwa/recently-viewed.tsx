import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecentAd } from '../../lib/pwa-caches.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { PriceTag } from '../../ui/price-tag.tsx';
import { loadRecentAds } from '../../lib/recent-ads-store.ts';

const SHOWN = 10;
export const RECENT_SLOT = 'recently-viewed-slot';

/**
 * The ads this device opened last (docs/product/platform.md#recently-viewed), under the home
 * listing: read from the device, never from the server; rendered by the prompts' chunk into the
 * home page's empty slot (RECENT_SLOT), so the home page's own JavaScript does not grow.
 */
export function RecentlyViewed() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [ads, setAds] = useState<RecentAd[]>([]);
  useEffect(() => {
    void loadRecentAds().then((list) => setAds(list.slice(0, SHOWN)));
  }, []);
  if (!ads.length) return null;
  return (
    <section aria-labelledby="recently-viewed" className="flex flex-col gap-3">
      <h2 id="recently-viewed" className="text-lg font-bold">
        {t('pwa.recent')}
      </h2>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {ads.map((ad) => (
          <li key={ad.id} className="w-36 shrink-0 snap-start">
            <Link
              to={lp(`/posts/${ad.id}`)}
              className="card flex h-full flex-col gap-1 p-2 hover:border-primary"
            >
              <img
                src={ad.thumbnail ?? '/favicon.svg'}
                alt=""
                width={128}
                height={96}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md object-cover"
              />
              <bdi className="line-clamp-2 text-sm font-semibold">{ad.title}</bdi>
              {ad.price !== null && (
                <PriceTag
                  amount={ad.price}
                  currency={ad.currency}
                  className="text-sm font-bold text-primary"
                />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
