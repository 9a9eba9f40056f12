import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import type { ListingView } from '../../lib/listing-view.ts';
import { Icon } from '../../ui/icons.tsx';

const VIEWS = [
  ['grid', 'grid'],
  ['agenda', 'list'],
] as const;

/**
 * Grid or list (docs/decisions/0037-phone-first-listing.md): a form posting to /set-view, which
 * remembers the choice in a cookie and sends the reader back to this listing, without `view` in
 * the address (the cookie decides from now on). The same with or without JavaScript; with it the
 * listing is not reloaded.
 */
export function ViewToggle({ view }: { view: ListingView }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('view');
  const back = params.size ? `${pathname}?${params}` : pathname;
  return (
    <Form
      method="post"
      action={paths.setView}
      replace
      preventScrollReset
      className="ms-auto flex gap-1"
      role="group"
      aria-label={t('listing.viewLabel')}
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
    </Form>
  );
}
