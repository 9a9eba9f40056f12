// The digest's unsubscribe link (docs/decisions/0055-saved-search-alerts.md): a JWT naming one
// search, signed with a key derived from JWT_SECRET for this use alone, so it is never a session
// and a session token is never one of these. It does not expire: an old e-mail's link still works.
import { jwtVerify, SignJWT } from 'jose';
import { AppError, isUuid } from '../../../lib/app-error.ts';
import { hmac } from '../../../lib/tokens.ts';

const AUDIENCE = 'saved-search-off';
const key = (secret: string) => new TextEncoder().encode(hmac(secret, AUDIENCE));

export function unsubscribeToken(secret: string, searchId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(searchId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(key(secret));
}

/** The search the token names; InvalidTokenError when it is not one of ours. */
export async function searchOfToken(secret: string, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    if (!isUuid(payload.sub)) throw new Error('sub');
    return payload.sub;
  } catch {
    throw new AppError('InvalidTokenError');
  }
}
