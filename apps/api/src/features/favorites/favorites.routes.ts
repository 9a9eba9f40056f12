import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { listOfUser, statsOf, toggle } from './favorites.service.ts';

const tags = ['favourites'];

export default async function favoritesRoutes(app: App): Promise<void> {
  const { deps } = app;
  route(
    app,
    endpoints.toggleFavorite,
    { config: { auth: 'required', rateLimit: WRITE_RATE.social }, schema: { tags, security: SECURITY } },
    async (req) => toggle(deps, req.user!, req.body.postId),
  );
  route(app, endpoints.userFavorites, { schema: { tags } }, async (req) =>
    listOfUser(deps, req.user, req.params.userId, req.query),
  );
  route(app, endpoints.postFavorites, { schema: { tags } }, async (req) =>
    statsOf(deps, req.user, req.params.postId),
  );
}
