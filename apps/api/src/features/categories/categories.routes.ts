import { endpoints } from '@souqna/contracts';
import type { App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import * as service from './categories.service.ts';

const schema = { tags: ['categories'] };
// Reference data changes only with a deploy/seed: let browsers and proxies keep it a few minutes.
const CACHE = 'public, max-age=300';

export default async function categoriesRoutes(app: App): Promise<void> {
  const { orm: db } = app.deps;
  route(app, endpoints.categoryParents, { schema }, async (_req, reply) => {
    reply.header('cache-control', CACHE);
    return service.parents(db);
  });
  route(app, endpoints.categoryChildren, { schema }, async (req, reply) => {
    reply.header('cache-control', CACHE);
    return service.children(db, req.query.parentId);
  });
  route(app, endpoints.categoryTree, { schema }, async (_req, reply) => {
    reply.header('cache-control', CACHE);
    return service.tree(db);
  });
  // Kept by the API and refreshed behind the readers (decision 0047): a browser or proxy keeps it a minute.
  route(app, endpoints.categoryCounts, { schema }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return service.counts(app.deps);
  });
  route(app, endpoints.carMakes, { schema }, async (_req, reply) => {
    reply.header('cache-control', CACHE);
    return service.carMakes(db);
  });
  route(app, endpoints.getCategory, { schema }, async (req, reply) => {
    reply.header('cache-control', CACHE);
    return service.detail(db, req.params.id);
  });
}
