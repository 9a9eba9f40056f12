// The ad page's extras (docs/decisions/0040-ad-views.md, docs/decisions/0041-ad-page-facts.md):
// the view beacon, the seller's statistics and the similar ads.
import { endpoints } from '@souqna/contracts';
import type { FastifyRequest } from 'fastify';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { postStats } from './post-stats.service.ts';
import { similarPosts } from './post-similar.service.ts';
import { countView } from './views/views.service.ts';

// A page load sends one; a flood from one address is refused before it costs a lookup.
const viewRate = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (req: FastifyRequest) => `view:${req.ip}`,
};

export default async function postPageRoutes(app: App): Promise<void> {
  const { deps } = app;
  const tags = ['posts'];

  route(app, endpoints.countPostView, { config: { rateLimit: viewRate }, schema: { tags } }, async (req) =>
    countView(deps, req.user, req.params.id, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  );

  route(
    app,
    endpoints.getPostStats,
    { config: { auth: 'required' }, schema: { tags, security: SECURITY } },
    async (req) => postStats(deps, req.user!, req.params.id),
  );

  route(app, endpoints.similarPosts, { schema: { tags } }, async (req) =>
    similarPosts(deps, req.user, req.params.id),
  );
}
