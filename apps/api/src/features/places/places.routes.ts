import { CountryListSchema } from '@souqna/contracts';
import type { App } from '../../context.ts';
import { listCountries } from './places.service.ts';

export default async function placesRoutes(app: App): Promise<void> {
  app.get(
    '/countries',
    { schema: { tags: ['places'], response: { 200: CountryListSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listCountries(app.deps.orm);
    },
  );
}
