import { Outlet } from 'react-router';
import type { Route } from './+types/settings-frame';
import { BottomNav } from '../features/layout/bottom-nav.tsx';
import { MustLoginProvider } from '../features/layout/must-login-dialog.tsx';
import { SkipLink } from '../features/layout/skip-link.tsx';
import { SettingsNav } from '../features/settings/settings-nav.tsx';
import { LoadingBar } from '../ui/loading-bar.tsx';
import { requireUser } from '../lib/guards.server.ts';
import { useViewer } from '../lib/use-viewer.ts';
import { SiteHeader } from './site-header.tsx';

/** Settings pages need a signed-in user (auth-user, docs/product/screens-and-routes.md#route-guards). */
export function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return null;
}

/** The settings frame (docs/product/screens-and-routes.md#page-frames): header and a settings sidebar on large screens, bottom navigation on small ones. */
export default function SettingsFrame() {
  const user = useViewer();
  return (
    <MustLoginProvider>
      <LoadingBar />
      <SkipLink />
      <SiteHeader />
      <div className="mx-auto flex max-w-6xl gap-6 px-4 pt-6 pb-24 md:pb-10">
        <aside className="hidden w-64 shrink-0 lg:block">
          <SettingsNav />
        </aside>
        <main id="main" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
      <BottomNav user={user} />
    </MustLoginProvider>
  );
}
