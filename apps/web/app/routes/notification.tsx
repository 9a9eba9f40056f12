import type { Route } from './+types/notification';
import { ComingSoon } from '../features/pages/coming-soon.tsx';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'notification');

export function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return null;
}

// Placeholder until the issue that builds this page; the guard is already the real one.
export default function NotificationPage() {
  return <ComingSoon name="notification" />;
}
