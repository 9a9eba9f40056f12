import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useLocation } from 'react-router';
import type { Country } from '@souqna/contracts';
import { paths } from '../../lib/paths.ts';
import { useMustLogin } from '../../lib/must-login.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { useRootData, useViewer } from '../../lib/use-viewer.ts';
import { Icon } from '../../ui/icons.tsx';
import type { DetailFilterProps } from './detail-section.tsx';
import { useChips } from './filter-chips.tsx';

type Answer = { saved?: { name: string; existed: boolean }; error?: { errorKey: string } };

/**
 * "Save this search" (docs/product/saved-searches.md): the listing's address as it is (the category
 * of the page, the country the switcher picked) and a name made of its words and chips, saved in one
 * tap; then a link to manage it. A guest gets the sign-in dialog, which brings them back here.
 */
export function SaveSearch({
  countries,
  details,
  label,
}: {
  countries: Country[];
  details?: DetailFilterProps;
  label?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lp = useLocalePath();
  const viewer = useViewer();
  const mustLogin = useMustLogin();
  const { pathname, search } = useLocation();
  const { scope } = useRootData().visitor;
  const fetcher = useFetcher<Answer>({ key: `save-search:${pathname}${search}` });
  const chips = useChips(countries, details);
  const params = new URLSearchParams(search);
  const words = params.get('search')?.trim();
  const name = [words, label, ...chips.map((c) => c.text)].filter(Boolean).join(' · ');
  const category = /\/posts\/category\/([^/?#]+)/.exec(pathname)?.[1];
  if (category && !params.has('categoryId')) params.set('categoryId', decodeURIComponent(category));
  if (scope !== 'all' && !params.has('country')) params.set('country', scope);
  for (const key of ['cursor', 'sort', 'limit', 'view']) params.delete(key);
  if (![...params.keys()].length) return null;
  const saved = fetcher.data?.saved;
  if (saved)
    return (
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
        <Icon name="check" className="size-4 text-primary" />
        <span>{t(saved.existed ? 'savedSearch.already' : 'savedSearch.saved', { name: '' })}</span>
        <bdi className="font-semibold">{saved.name}</bdi>
        <Link to={lp('/setting/searches')} className="link">
          {t('savedSearch.manage')}
        </Link>
      </p>
    );
  return (
    <fetcher.Form
      method="post"
      action={paths.saveSearch}
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        if (viewer) return;
        event.preventDefault();
        mustLogin();
      }}
    >
      <input type="hidden" name="query" value={params.toString()} />
      <input type="hidden" name="name" value={name.slice(0, 80)} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value={pathname + search} />
      <button type="submit" className="btn btn-outline min-h-9 text-sm" disabled={fetcher.state !== 'idle'}>
        <Icon name="bell" className="size-4" />
        {t('savedSearch.save')}
      </button>
      {fetcher.data?.error && (
        <span role="alert" className="text-sm text-danger">
          {t(fetcher.data.error.errorKey)}
        </span>
      )}
    </fetcher.Form>
  );
}
