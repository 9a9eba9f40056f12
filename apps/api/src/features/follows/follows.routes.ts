// Following: the public API's misspelled paths and the correct ones are aliases in the endpoint table.
import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { followLists, followUser, unfollowUser } from './follows.service.ts';

const tags = ['following'];
const write = {
  config: { auth: 'required' as const, rateLimit: WRITE_RATE.social },
  schema: { tags, security: SECURITY },
};

export default async function followsRoutes(app: App): Promise<void> {
  const { deps } = app;
  route(app, endpoints.unfollow, write, async (req) => unfollowUser(deps, req.user!, req.params.userId));
  route(app, endpoints.follow, write, async (req) => followUser(deps, req.user!, req.params.userId));
  route(app, endpoints.followLists, { schema: { tags } }, async (req) =>
    followLists(deps, req.user, req.params.userId),
  );
}
