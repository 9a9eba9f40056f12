import { Outlet } from 'react-router';
import { LoadingBar } from '../ui/loading-bar.tsx';

/** The bare frame (docs/product/screens-and-routes.md#page-frames): white (card colour in dark theme), nothing around the page. */
export default function BareFrame() {
  return (
    <div className="min-h-screen bg-card">
      <LoadingBar />
      <main id="main" className="mx-auto max-w-md px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
