import type { FastifyRequest } from 'fastify';

/**
 * CSRF check for writes that act with the visitor's cookie: the Origin (or Referer) host must be
 * the request's own host, or the configured public address.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (typeof source !== 'string') return false;
  try {
    const host = new URL(source).host;
    return host === request.host || (publicUrl !== undefined && host === new URL(publicUrl).host);
  } catch {
    return false;
  }
}
