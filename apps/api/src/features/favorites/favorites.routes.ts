import {
  FavoriteCountSchema,
  FavoritesPageSchema,
  FavoritesQuerySchema,
  FavoriteToggleAnswerSchema,
  FavoriteToggleSchema,
  PostIdParamSchema,
  UserIdParamsSchema,
} from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { listOfUser, statsOf, toggle } from './favorites.service.ts';

const tags = ['favourites'];

export default async function favoritesRoutes(app: App): Promise<void> {
  const { deps } = app;
  app.post(
    '/',
    {
      config: { auth: 'required', rateLimit: WRITE_RATE.social },
      schema: {
        tags,
        security: SECURITY,
        body: FavoriteToggleSchema,
        response: { 200: FavoriteToggleAnswerSchema },
      },
    },
    async (req) => toggle(deps, req.user!, req.body.postId),
  );
  app.get(
    '/user/:userId',
    {
      schema: {
        tags,
        params: UserIdParamsSchema,
        querystring: FavoritesQuerySchema,
        response: { 200: FavoritesPageSchema },
      },
    },
    async (req) => listOfUser(deps, req.user, req.params.userId, req.query),
  );
  app.get(
    '/post/:postId',
    { schema: { tags, params: PostIdParamSchema, response: { 200: FavoriteCountSchema } } },
    async (req) => statsOf(deps, req.user, req.params.postId),
  );
}
