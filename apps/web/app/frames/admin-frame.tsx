import { Outlet, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/admin-frame';
import { AdminNav } from '../features/admin/admin-nav.tsx';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { BottomNav } from '../features/layout/bottom-nav.tsx';
import { MustLoginProvider } from '../features/layout/must-login-dialog.tsx';
import { SkipLink } from '../features/layout/skip-link.tsx';
import { LoadingBar } from '../ui/loading-bar.tsx';
import { requireAdmin } from '../lib/guards.server.ts';
import { useViewer } from '../lib/use-viewer.ts';
import { SiteHeader } from './site-header.tsx';

/** Admins only; anyone else gets the 404 page (lib/guards.server.ts requireAdmin). */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return null;
}

/** The back office frame: the site header, the back office's own navigation, wide pages. */
export default function AdminFrame() {
  return (
    <Frame admin>
      <Outlet />
    </Frame>
  );
}

/** The 404 for everyone who is not an admin, in the site's own frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Frame admin={false}>
      <ErrorPage status={status} error={error} inFrame />
    </Frame>
  );
}

function Frame({ admin, children }: { admin: boolean; children: React.ReactNode }) {
  const user = useViewer();
  return (
    <MustLoginProvider>
      <LoadingBar />
      <SkipLink />
      <SiteHeader />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-6 pb-24 md:pb-16 lg:flex-row lg:gap-6">
        {admin && <AdminNav />}
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
      <BottomNav user={user} />
    </MustLoginProvider>
  );
}
