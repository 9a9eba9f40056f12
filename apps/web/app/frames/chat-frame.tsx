import { Outlet } from 'react-router';
import { BottomNav } from '../features/layout/bottom-nav.tsx';
import { MustLoginProvider } from '../features/layout/must-login-dialog.tsx';
import { LoadingBar } from '../ui/loading-bar.tsx';
import { useViewer } from '../lib/use-viewer.ts';

/**
 * The chat frame (docs/product/screens-and-routes.md#page-frames): the page plus a chat footer, no header. Until the chat issue brings
 * the composer, the footer carries the app navigation so the page is never a dead end.
 */
export default function ChatFrame() {
  const user = useViewer();
  return (
    <MustLoginProvider>
      <LoadingBar />
      <main id="main" className="mx-auto min-h-screen max-w-4xl px-4 pt-6 pb-24">
        <Outlet />
      </main>
      <footer>
        <BottomNav user={user} className="" />
      </footer>
    </MustLoginProvider>
  );
}
