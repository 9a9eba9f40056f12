import { Outlet, isRouteErrorResponse, useLocation } from 'react-router';
import type { Route } from './+types/default-frame';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { BottomNav } from '../features/layout/bottom-nav.tsx';
import { MustLoginProvider } from '../features/layout/must-login-dialog.tsx';
import { SkipLink } from '../features/layout/skip-link.tsx';
import { LoadingBar } from '../ui/loading-bar.tsx';
import { useViewer } from '../lib/use-viewer.ts';
import { SiteHeader } from './site-header.tsx';

/** The default frame (docs/product/screens-and-routes.md#page-frames): header, page, bottom navigation on small screens (not on /chats). */
export default function DefaultFrame() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** Page errors (the 404 of the `*` route included) keep the header and navigation around them. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Frame>
      <ErrorPage status={status} error={error} inFrame />
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const user = useViewer();
  const { pathname } = useLocation();
  const isProfile = /^(\/en)?\/profile\//.test(pathname);
  return (
    <MustLoginProvider>
      <LoadingBar />
      <SkipLink />
      <SiteHeader />
      <main
        id="main"
        className={`mx-auto min-h-[70vh] max-w-6xl px-4 pt-4 pb-24 md:pt-6 md:pb-10 ${isProfile ? 'bg-card' : ''}`}
      >
        {children}
      </main>
      <BottomNav user={user} />
    </MustLoginProvider>
  );
}
