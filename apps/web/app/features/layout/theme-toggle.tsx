import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import { Icon } from '../../ui/icons.tsx';
import { paths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/use-viewer.ts';

/** Flips the theme cookie; with JS it stays on the page (fetcher), without JS the action redirects back. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const { theme } = useRootData();
  const pending = fetcher.formData?.get('theme');
  const current = typeof pending === 'string' ? pending : theme;
  const next = current === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('header.themeDark') : t('header.themeLight');
  return (
    <fetcher.Form
      method="post"
      action={paths.setTheme}
      onSubmit={(event) => {
        event.preventDefault();
        document.documentElement.classList.toggle('dark', next === 'dark');
        void fetcher.submit({ theme: next }, { method: 'post', action: paths.setTheme });
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="icon-btn" aria-label={label} data-tip={label}>
        <Icon name={current === 'dark' ? 'sun' : 'moon'} />
      </button>
    </fetcher.Form>
  );
}
