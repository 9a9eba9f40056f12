import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import type { Country } from '@souqna/contracts';
import { paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/use-viewer.ts';
import { Flag } from '../../ui/flag.tsx';

const SCOPES = ['all', 'SA', 'AE'] as const;
// A picked country replaces the address's place: its regions and cities belong to the other one.
const PLACE_KEYS = ['country', 'state', 'city', 'cursor'];

/**
 * All countries, Saudi Arabia or the UAE, one tap each (docs/decisions/0048-visitor-country.md):
 * a form posting to /set-country, which remembers the choice and sends the visitor back here
 * without the address's place. Shows the address's country when it names one, else the saved one.
 */
export function CountrySwitcher({ countries }: { countries: Country[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { visitor } = useRootData();
  const params = new URLSearchParams(search);
  const named = params.get('country');
  const current = named ? (countries.find((c) => c.en_name === named)?.code ?? 'all') : visitor.scope;
  for (const key of PLACE_KEYS) params.delete(key);
  const back = params.size ? `${pathname}?${params}` : pathname;
  return (
    <Form
      method="post"
      action={paths.setCountry}
      replace
      className="flex flex-wrap gap-1"
      role="group"
      aria-label={t('filter.countrySwitcher')}
    >
      <input type="hidden" name="redirectTo" value={back} />
      {SCOPES.map((scope) => (
        <button
          key={scope}
          type="submit"
          name="country"
          value={scope}
          aria-pressed={current === scope}
          className={`btn country-pill ${current === scope ? 'btn-primary' : 'btn-outline'}`}
        >
          {/* The button's text names the country: the flag is decoration here. */}
          {scope !== 'all' && (
            <span aria-hidden="true" className="flex">
              <Flag code={scope} />
            </span>
          )}
          {scope === 'all' ? t('filter.allCountries') : t(`auth.country${scope}`)}
        </button>
      ))}
    </Form>
  );
}
