// Security headers. The Content-Security-Policy is csp.ts's: scripts from this origin only here,
// and the web app's pages (web.ts) name the nonce or the hashes of their own inline scripts.
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { policyOf } from './csp.ts';

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const policy = policyOf(app.deps.config);
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    });
    // On the raw answer, as helmet's own headers: pages hijack the reply and write it themselves.
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('content-security-policy', policy);
    });
  },
  { name: 'souqna-security' },
);
