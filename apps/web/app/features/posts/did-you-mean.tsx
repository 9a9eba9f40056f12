import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardsPage } from '../../lib/card-data.ts';

/**
 * A search's correction (docs/product/listings-and-search.md#typing-mistakes): the results shown
 * are those of the corrected words ("Showing results for"), or a proposal ("Did you mean").
 */
export function DidYouMean({ page }: { page: CardsPage }) {
  const { t } = useTranslation();
  if (!page.didYouMean) return null;
  return (
    <p className="card text-center">
      {t(page.corrected ? 'listing.correctedTo' : 'listing.didYouMean')}{' '}
      <Link className="link" to={`?search=${encodeURIComponent(page.didYouMean)}`} dir="auto">
        {page.didYouMean}
      </Link>
    </p>
  );
}
