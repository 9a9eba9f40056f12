import { endpoints } from '@souqna/contracts';
import type { App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { profile } from './follows.service.ts';

/** The public profile plus follow counts and isFollowing for this viewer. */
export default async function profileRoutes(app: App): Promise<void> {
  route(app, endpoints.getProfile, { schema: { tags: ['users'] } }, async (req) =>
    profile(app.deps, req.user, req.params.id),
  );
}
