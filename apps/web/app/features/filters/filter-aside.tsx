import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Country } from '@souqna/contracts';
import type { DetailFilterProps } from './detail-section.tsx';
import { FilterPanel } from './filter-panel.tsx';

/** From md up the panel sits beside the listing; keyed by the address so Apply/back resync it. */
export function FilterAside({ countries, details }: { countries: Country[]; details?: DetailFilterProps }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <aside className="card hidden self-start md:block" aria-labelledby="filter-aside-title">
      <h2 id="filter-aside-title" className="mb-4 text-lg font-bold">
        {t('filter.title')}
      </h2>
      <FilterPanel key={search} countries={countries} details={details} />
    </aside>
  );
}
