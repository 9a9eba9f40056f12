// Who is calling: Bearer header or the httpOnly auth cookie, checked against revocations and the user row,
// a member's check kept seconds and dropped by the events that end sessions (docs/decisions/0067-member-reads-kept.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_COOKIE } from '@souqna/contracts';
import type { AuthUser, SessionRow } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { isSameOrigin } from '../lib/same-origin.ts';
import { type TokenClaims, verifyToken } from '../lib/tokens.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** One round trip: the user and whether this token was revoked. */
async function readSession(app: FastifyInstance, claims: TokenClaims): Promise<SessionRow | undefined> {
  const [row] = await app.deps.sql.query<SessionRow>(
    `select id, role, banned_at, tokens_valid_after, exists(select 1 from revoked_tokens where jti = $2) as revoked
       from users where id = $1`,
    [claims.sub, claims.jti],
  );
  return row;
}

/** Token → the live user behind it, or InvalidTokenError (bad signature, expired, revoked, user gone or banned, sessions reset). */
async function resolveToken(
  app: FastifyInstance,
  token: string,
): Promise<{ user: AuthUser; claims: TokenClaims }> {
  const claims = await verifyToken(app.deps.config.jwtSecret, token);
  // An admin's check is never kept: a demotion applies at once.
  const row = await app.deps.kept.sessions.get(
    `${claims.sub} ${claims.jti}`,
    () => readSession(app, claims),
    (r) => r?.role === 'user',
  );
  // A ban ends the member's sessions (tokens_valid_after); refusing banned members here as well
  // closes the gap of a sign-in that read the row just before the ban (docs/decisions/0024-sessions-that-end.md).
  if (!row || row.revoked || row.banned_at) throw new AppError('InvalidTokenError');
  if (row.tokens_valid_after && claims.iatMs < new Date(row.tokens_valid_after).getTime())
    throw new AppError('InvalidTokenError');
  return {
    user: { id: row.id, role: row.role, bannedAt: row.banned_at ? new Date(row.banned_at) : null },
    claims,
  };
}

async function authenticate(app: FastifyInstance, request: FastifyRequest, token: string): Promise<void> {
  const { user, claims } = await resolveToken(app, token);
  request.user = user;
  request.session = { jti: claims.jti, exp: claims.exp };
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    // For Socket.IO's handshake (server.ts): the same checks as an HTTP request.
    app.decorate('verifyAccessToken', async (token: string) => (await resolveToken(app, token)).user);
    app.addHook('onRequest', async (request) => {
      const mode = request.routeOptions.config?.auth ?? 'optional';
      if (mode === 'none') return;
      const bearer = bearerToken(request);
      const token = bearer ?? request.cookies?.[AUTH_COOKIE];
      const guest = () => {
        if (mode !== 'optional') throw new AppError('UnauthenticatedError');
      };
      if (!token) return guest();
      if (
        !bearer &&
        STATE_CHANGING.has(request.method) &&
        !isSameOrigin(request, app.deps.config.publicUrl)
      ) {
        // A forged cross-site write: never act as the cookie's owner.
        if (mode === 'optional') return;
        request.log.warn(
          { event: 'csrf.refused', url: request.url },
          'cookie write without same-origin header',
        );
        throw new AppError('UnauthorizedError', { reason: 'origin' });
      }
      try {
        await authenticate(app, request, token);
      } catch (err) {
        if (mode === 'optional' && err instanceof AppError) return; // a stale token on a public page is just a guest
        throw err;
      }
      if (mode === 'admin' && request.user?.role !== 'admin') {
        request.log.warn(
          { event: 'authz.refused', userId: request.user?.id, url: request.url },
          'admin route refused',
        );
        throw new AppError('UnauthorizedError');
      }
    });
  },
  { name: 'souqna-auth', dependencies: ['@fastify/cookie'] },
);
