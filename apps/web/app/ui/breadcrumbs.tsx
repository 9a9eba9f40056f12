import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

/** A labelled trail; the last crumb is the current page (aria-current). Labels are isolated: an ad's title may read the other way. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumbs')}>
      <ol className="muted flex flex-wrap items-center gap-1 text-sm">
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {item.to && i < items.length - 1 ? (
              <Link to={item.to} className="link inline-flex min-h-6 items-center">
                <bdi>{item.label}</bdi>
              </Link>
            ) : (
              <bdi aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</bdi>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
