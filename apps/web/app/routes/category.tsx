import type { Route } from './+types/category';
import { ComingSoon } from '../features/pages/coming-soon.tsx';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location, 'category');

// Placeholder until the issue that builds this page; the guard is already the real one.
export default function CategoryPage() {
  return <ComingSoon name="category" />;
}
