import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { ComingSoon } from '../features/pages/coming-soon.tsx';
import { localeOf } from '../lib/guards.server.ts';
import { localePath } from '../lib/locale.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, 'home');

/** An empty search (also from a form posted without JS) is the plain home page. */
export function loader(args: Route.LoaderArgs) {
  const search = new URL(args.request.url).searchParams.get('search');
  if (search !== null && search.trim() === '') throw redirect(localePath('/', localeOf(args)));
  return { search };
}

// The listing arrives with the posts issue; the search term is already carried in ?search=.
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {loaderData.search && (
        <p className="muted">
          {t('home.searchFor')}{' '}
          <bdi dir="auto" className="font-semibold">
            {loaderData.search}
          </bdi>
        </p>
      )}
      <ComingSoon name="home" />
    </div>
  );
}
