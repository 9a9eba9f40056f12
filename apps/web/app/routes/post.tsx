import type { Route } from './+types/post';
import { ComingSoon } from '../features/pages/coming-soon.tsx';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, 'post');

// Placeholder until the issue that builds this page; the guard is already the real one.
export default function PostPage() {
  return <ComingSoon name="post" />;
}
