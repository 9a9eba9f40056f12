import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostStats } from '@souqna/contracts';

const grouped = new Intl.NumberFormat('en-US');
const FIGURES = ['views', 'favourites', 'chats', 'phoneReveals'] as const;

/** How the ad is doing, shown to its seller alone (GET /api/post/{id}/stats, docs/decisions/0041-ad-page-facts.md). */
export function OwnerStats({ stats }: { stats: PostStats }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={id} className="font-bold">
          {t('adStats.title')}
        </h2>
        <p className="muted text-sm">{t('adStats.note')}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FIGURES.map((key) => (
          <div key={key} className="flex flex-col rounded-md bg-page p-2">
            <dt className="muted text-sm">{t(`adStats.${key}`)}</dt>
            <dd className="text-xl font-bold">{grouped.format(stats[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
