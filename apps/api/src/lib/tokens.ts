// Session tokens: HS256 JWT, 7 days, with a jti so a single token can be revoked.
import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AUTH_TOKEN_TTL_SECONDS } from '@souqna/contracts';
import { AppError, isUuid } from './app-error.ts';

export type TokenClaims = { sub: string; jti: string; exp: number; iatMs: number };
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(
  secret: string,
  userId: string,
): Promise<{ token: string; claims: TokenClaims }> {
  const iatMs = Date.now();
  const claims: TokenClaims = {
    sub: userId,
    jti: crypto.randomUUID(),
    exp: Math.floor(iatMs / 1000) + AUTH_TOKEN_TTL_SECONDS,
    iatMs,
  };
  // iat has one-second precision; iat_ms lets "sessions before now are dead" (tokens_valid_after) spare a login made right after.
  const token = await new SignJWT({ iat_ms: iatMs })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setJti(claims.jti)
    .setIssuedAt(Math.floor(iatMs / 1000))
    .setExpirationTime(claims.exp)
    .sign(key(secret));
  return { token, claims };
}

export async function verifyToken(secret: string, token: string): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    if (!isUuid(payload.sub) || typeof payload.jti !== 'string' || typeof payload.exp !== 'number')
      throw new Error('claims');
    const iatMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000;
    return { sub: payload.sub, jti: payload.jti, exp: payload.exp, iatMs };
  } catch {
    throw new AppError('InvalidTokenError');
  }
}

/** Random secrets handed to a client once (reset tokens); only their SHA-256 is stored. */
export const randomSecret = () => crypto.randomBytes(32).toString('base64url');
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
export const hmac = (secret: string, value: string) =>
  crypto.createHmac('sha256', secret).update(value).digest('hex');
