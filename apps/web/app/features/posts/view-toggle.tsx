import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import type { ListingView } from '../../lib/listing-view.ts';
import { Icon } from '../../ui/icons.tsx';
import { VIEW_FETCHER_KEY } from './use-listing-view.ts';

const VIEWS = [
  ['grid', 'grid'],
  ['agenda', 'list'],
] as const;

/** Query without `view`: a choice made here is remembered, not carried in the address. */
function withoutView(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('view');
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * Grid or list (docs/decisions/0037-phone-first-listing.md): a form posting to /set-view, which
 * remembers the choice in a cookie. Without JavaScript the post comes back to this page; with it a
 * fetcher saves the choice and the listing changes at once, without reloading.
 */
export function ViewToggle({ view }: { view: ListingView }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: VIEW_FETCHER_KEY });
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const back = pathname + withoutView(search);
  return (
    <fetcher.Form
      method="post"
      action="/set-view"
      className="ms-auto flex gap-1"
      role="group"
      aria-label={t('listing.viewLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const next = submitter?.value;
        if (!next || next === view) return;
        void fetcher.submit({ view: next }, { method: 'post', action: '/set-view' });
        // A `view` in the address would outrank the choice on a reload: drop it (no refetch).
        if (new URLSearchParams(search).has('view'))
          navigate(back, { replace: true, preventScrollReset: true });
      }}
    >
      <input type="hidden" name="redirectTo" value={back} />
      {VIEWS.map(([value, icon]) => (
        <button
          key={value}
          type="submit"
          name="view"
          value={value}
          aria-pressed={view === value}
          className={`btn min-h-10 gap-1.5 px-2.5 sm:px-3 ${view === value ? 'btn-primary' : 'btn-ghost'}`}
        >
          <Icon name={icon} />
          <span className="sr-only sm:not-sr-only">{t(`listing.view.${value}`)}</span>
        </button>
      ))}
    </fetcher.Form>
  );
}
