import { z } from 'zod';
import {
  CarMakeListSchema,
  CategoryDetailSchema,
  CategoryListSchema,
  ChildrenQuerySchema,
} from '@souqna/contracts';
import type { App } from '../../context.ts';
import * as service from './categories.service.ts';

const tags = ['categories'];
// Reference data changes only with a deploy/seed: let browsers and proxies keep it a few minutes.
const CACHE = 'public, max-age=300';

export default async function categoriesRoutes(app: App): Promise<void> {
  const { orm: db } = app.deps;
  app.get('/parent', { schema: { tags, response: { 200: CategoryListSchema } } }, async (_req, reply) => {
    reply.header('cache-control', CACHE);
    return service.parents(db);
  });
  app.get(
    '/children',
    { schema: { tags, querystring: ChildrenQuerySchema, response: { 200: CategoryListSchema } } },
    async (req, reply) => {
      reply.header('cache-control', CACHE);
      return service.children(db, req.query.parentId);
    },
  );
  app.get('/cars', { schema: { tags, response: { 200: CarMakeListSchema } } }, async (_req, reply) => {
    reply.header('cache-control', CACHE);
    return service.carMakes(db);
  });
  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: CategoryDetailSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', CACHE);
      return service.detail(db, req.params.id);
    },
  );
}
