// Security headers. CSP is loose enough for the server-rendered React app (inline hydration data).
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const { appEnv, s3 } = app.deps.config;
    const production = appEnv === 'production';
    // With S3 on, ad photos and avatars are loaded straight from the bucket or its CDN.
    const imageOrigins = s3 ? [new URL(s3.publicUrl).origin] : [];
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'unsafe-inline'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Only in production: a developer opening http://<lan-ip>:3000 on a phone must not be forced to https.
          ...(production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
  },
  { name: 'souqna-security' },
);
