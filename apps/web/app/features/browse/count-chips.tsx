import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../lib/price.ts';

export type CountChip = { key: string; label: string; to: string; count: number; current?: boolean };

/** Past this many, the rest wait behind "more" (a disclosure: no JavaScript needed). */
const SHOWN = 12;

/**
 * A labelled row of links with their ads for sale: subcategories, makes, models
 * (docs/product/listings-and-search.md#browsing-by-category). The current one is marked.
 */
export function CountChips({ label, items }: { label: string; items: CountChip[] }) {
  const { t } = useTranslation();
  if (!items.length) return null;
  // On a phone one row that scrolls sideways, so the listing stays near the top; wrapped from md up.
  const list = (chips: CountChip[]) => (
    <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0">
      {chips.map((chip) => (
        <li key={chip.key} className="shrink-0">
          <Link
            to={chip.to}
            aria-current={chip.current ? 'page' : undefined}
            className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm ${
              chip.current
                ? 'border-primary bg-primary font-semibold text-on-primary'
                : 'border-line bg-card hover:border-primary'
            }`}
          >
            <bdi className="whitespace-nowrap">{chip.label}</bdi>
            <span className={`text-xs ${chip.current ? '' : 'muted'}`}>{formatAmount(chip.count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
  // The current chip always shows, even when it is among the rest.
  const currentAt = items.findIndex((c) => c.current);
  const first =
    currentAt >= SHOWN ? [...items.slice(0, SHOWN - 1), items[currentAt]!] : items.slice(0, SHOWN);
  const rest = items.filter((c) => !first.includes(c));
  return (
    <nav aria-label={label} className="flex flex-col gap-2">
      <h2 className="text-sm font-bold">{label}</h2>
      {list(first)}
      {rest.length > 0 && (
        <details className="group">
          <summary className="link inline-flex min-h-9 cursor-pointer items-center text-sm">
            {t('browse.more', { count: rest.length })}
          </summary>
          <div className="pt-2">{list(rest)}</div>
        </details>
      )}
    </nav>
  );
}
