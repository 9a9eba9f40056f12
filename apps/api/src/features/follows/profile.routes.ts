import { IdParamsSchema, ProfileSchema } from '@souqna/contracts';
import type { App } from '../../context.ts';
import { profile } from './follows.service.ts';

/** GET /api/users/{id}/profile: the public profile plus follow counts and isFollowing for this viewer. */
export default async function profileRoutes(app: App): Promise<void> {
  app.get(
    '/:id/profile',
    { schema: { tags: ['users'], params: IdParamsSchema, response: { 200: ProfileSchema } } },
    async (req) => profile(app.deps, req.user, req.params.id),
  );
}
