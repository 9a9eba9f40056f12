import { endpoints } from '@souqna/contracts';
import type { App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { listCountries } from './places.service.ts';

export default async function placesRoutes(app: App): Promise<void> {
  route(app, endpoints.countries, { schema: { tags: ['places'] } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return listCountries(app.deps.orm);
  });
}
