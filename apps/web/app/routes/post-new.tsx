import type { Route } from './+types/post-new';
import { ComingSoon } from '../features/pages/coming-soon.tsx';
import { requireNotBanned } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, 'postNew');

export function loader(args: Route.LoaderArgs) {
  requireNotBanned(args);
  return null;
}

// Placeholder until the issue that builds this page; the guard is already the real one.
export default function PostNewPage() {
  return <ComingSoon name="postNew" />;
}
