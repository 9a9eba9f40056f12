// OpenAPI 3.1 generated from the same zod schemas that validate requests. Off in production unless
// API_DOCS=true (docs/decisions/0050-csp-nonce-and-retried-sends.md): both addresses answer 404 then.
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async function docsPlugin(app: FastifyInstance) {
    if (!app.deps.config.apiDocs) return;
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Souqna API',
          version: '0.1.0',
          description:
            'Classifieds marketplace for Saudi Arabia and the UAE. Errors: { name, message, data }.',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            cookie: { type: 'apiKey', in: 'cookie', name: 'auth.token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'souqna-docs' },
);
