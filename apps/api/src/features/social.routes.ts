// Favourites, comments, reports and following, each under its public prefix (docs/product/social.md).
import type { App } from '../context.ts';
import commentsRoutes from './comments/comments.routes.ts';
import favoritesRoutes from './favorites/favorites.routes.ts';
import followsRoutes from './follows/follows.routes.ts';
import profileRoutes from './follows/profile.routes.ts';
import reportsRoutes from './reports/reports.routes.ts';

export default async function socialRoutes(app: App): Promise<void> {
  await app.register(favoritesRoutes, { prefix: '/favorite' });
  await app.register(commentsRoutes, { prefix: '/comment' });
  await app.register(reportsRoutes, { prefix: '/report' });
  // The public API's spelling, plus the correct one beside it (docs/product/social.md#following).
  await app.register(followsRoutes, { prefix: '/follwers' });
  await app.register(followsRoutes, { prefix: '/followers' });
  await app.register(profileRoutes, { prefix: '/users' });
}
