import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

export const SETTINGS_LINKS = [
  'main',
  'profile',
  'preferences',
  'searches',
  'payment',
  'commission',
  'terms',
  'support',
  'blocklist',
] as const;

/** The settings list: sidebar on large screens and the 'more' page on small ones. */
export function SettingsNav() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <nav aria-label={t('settings.navLabel')} className="card p-2">
      <ul className="flex flex-col gap-0.5">
        {SETTINGS_LINKS.map((name) => (
          <li key={name}>
            <NavLink
              to={lp(`/setting/${name}`)}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-lg px-3 ${isActive ? 'bg-primary font-semibold text-on-primary' : 'hover:bg-page'}`
              }
            >
              {t(`settings.nav.${name}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
