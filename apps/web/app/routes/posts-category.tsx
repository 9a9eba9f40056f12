import type { Route } from './+types/posts-category';
import { ComingSoon } from '../features/pages/coming-soon.tsx';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, 'postsCategory');

// Placeholder until the issue that builds this page; the guard is already the real one.
export default function PostsCategoryPage() {
  return <ComingSoon name="postsCategory" />;
}
