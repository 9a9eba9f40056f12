// Registered twice: under the public API's /api/follwers and the correctly spelled /api/followers.
import { FollowAnswerSchema, FollowListsSchema, UserIdParamsSchema } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { followLists, followUser, unfollowUser } from './follows.service.ts';

const tags = ['following'];
const write = {
  config: { auth: 'required' as const, rateLimit: WRITE_RATE.social },
  schema: { tags, security: SECURITY, params: UserIdParamsSchema, response: { 200: FollowAnswerSchema } },
};

export default async function followsRoutes(app: App): Promise<void> {
  const { deps } = app;
  for (const path of ['/unfollw/:userId', '/unfollow/:userId'])
    app.patch(path, write, async (req) => unfollowUser(deps, req.user!, req.params.userId));
  app.patch('/:userId', write, async (req) => followUser(deps, req.user!, req.params.userId));
  app.get(
    '/:userId',
    { schema: { tags, params: UserIdParamsSchema, response: { 200: FollowListsSchema } } },
    async (req) => followLists(deps, req.user, req.params.userId),
  );
}
