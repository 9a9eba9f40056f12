import type { Route } from './+types/chats';
import { ComingSoon } from '../features/pages/coming-soon.tsx';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'chats');

export function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return null;
}

// Placeholder until the issue that builds this page; the guard is already the real one.
export default function ChatsPage() {
  return <ComingSoon name="chats" />;
}
