import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

const LINKS = [
  ['', 'members'],
  ['/reports', 'reports'],
  ['/broadcast', 'broadcast'],
  ['/payments', 'payments'],
  ['/support', 'support'],
  ['/settings', 'settings'],
  ['/audit', 'audit'],
] as const;

/** The back office's sections: a sidebar on large screens, a scrolling row of tabs on phones. */
export function AdminNav() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <nav aria-label={t('admin.navLabel')} className="lg:w-56 lg:shrink-0">
      <ul className="card flex gap-1 overflow-x-auto p-2 lg:flex-col">
        {LINKS.map(([path, name]) => (
          <li key={name} className="shrink-0">
            <NavLink
              to={lp(`/admin${path}`)}
              end
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-lg px-3 whitespace-nowrap ${isActive ? 'bg-primary font-semibold text-on-primary' : 'hover:bg-page'}`
              }
            >
              {t(`admin.nav.${name}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
