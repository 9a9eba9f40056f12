import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';

/** "Ad #1042 · 56 views" under the ad's date (docs/decisions/0040-ad-views.md, 0041-ad-page-facts.md). */
export function AdFacts({ number, views }: { number: number; views: number }) {
  const { t } = useTranslation();
  return (
    <p className="muted flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span>{t('post.adNumber', { number: String(number) })}</span>
      <span className="inline-flex items-center gap-1">
        <Icon name="eye" className="size-4" />
        {t('post.views', { count: views })}
      </span>
    </p>
  );
}
