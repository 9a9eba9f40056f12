// The web app keeps the token in an httpOnly cookie that page scripts cannot read
// (docs/product/accounts-and-sign-in.md#sessions-and-tokens): set by sign-in and by a password change.
import type { FastifyReply } from 'fastify';
import { AUTH_COOKIE, AUTH_COOKIE_ATTRIBUTES } from '@souqna/contracts';
import type { Config } from '../config.ts';

export function setSessionCookie(reply: FastifyReply, token: string, config: Pick<Config, 'appEnv'>) {
  reply.setCookie(AUTH_COOKIE, token, { ...AUTH_COOKIE_ATTRIBUTES, secure: config.appEnv === 'production' });
}
