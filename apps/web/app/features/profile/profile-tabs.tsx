import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Ads / favourites: plain links (?type=fav), so each tab has its own address. */
export function ProfileTabs({ base, isFav }: { base: string; isFav: boolean }) {
  const { t } = useTranslation();
  const tab = (active: boolean) =>
    `inline-flex min-h-10 items-center border-b-2 px-4 font-semibold ${active ? 'border-primary text-primary' : 'border-transparent muted'}`;
  return (
    <nav aria-label={t('profile.tabs')} className="flex gap-2 border-b border-line">
      <Link to={base} className={tab(!isFav)} aria-current={!isFav ? 'page' : undefined}>
        {t('profile.ads')}
      </Link>
      <Link to={`${base}?type=fav`} className={tab(isFav)} aria-current={isFav ? 'page' : undefined}>
        {t('profile.favorites')}
      </Link>
    </nav>
  );
}
