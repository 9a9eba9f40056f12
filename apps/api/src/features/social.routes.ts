// Favourites, comments, reports and following (docs/product/social.md); paths from the endpoint table.
import type { App } from '../context.ts';
import commentsRoutes from './comments/comments.routes.ts';
import favoritesRoutes from './favorites/favorites.routes.ts';
import followsRoutes from './follows/follows.routes.ts';
import profileRoutes from './follows/profile.routes.ts';
import reportsRoutes from './reports/reports.routes.ts';

export default async function socialRoutes(app: App): Promise<void> {
  await app.register(favoritesRoutes);
  await app.register(commentsRoutes);
  await app.register(reportsRoutes);
  // The public API's spelling, plus the correct one beside it (docs/product/social.md#following).
  await app.register(followsRoutes);
  await app.register(profileRoutes);
}
