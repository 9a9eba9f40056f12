import { Outlet } from 'react-router';
import { BottomNav } from '../features/layout/bottom-nav.tsx';
import { Logo } from '../ui/logo.tsx';
import { MustLoginProvider } from '../features/layout/must-login-dialog.tsx';
import { SkipLink } from '../features/layout/skip-link.tsx';
import { LoadingBar } from '../ui/loading-bar.tsx';
import { useViewer } from '../lib/use-viewer.ts';

/**
 * The chat frame (docs/product/screens-and-routes.md#page-frames): no full header, so the
 * conversation gets the room. Large screens get a compact bar with the logo as the way back to the
 * site; small screens keep the bottom navigation (a tab bar stretched across a desktop is no header).
 */
export default function ChatFrame() {
  const user = useViewer();
  return (
    <MustLoginProvider>
      <LoadingBar />
      <SkipLink />
      <header className="border-b border-line bg-card max-md:hidden">
        <div className="mx-auto flex h-14 max-w-6xl items-center px-4">
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto min-h-screen max-w-6xl px-4 pt-6 pb-24 md:pb-10">
        <Outlet />
      </main>
      <BottomNav user={user} />
    </MustLoginProvider>
  );
}
