import type { FastifyInstance } from 'fastify';
import type { ApiRequest, ApiResponse } from '@souqna/contracts';

/**
 * The web app's loaders call the API through this: the same routes, validation and answers
 * as over HTTP, without a network hop. The caller's IP is kept so per-IP limits still hold.
 */
export function createInjectTransport(app: FastifyInstance, ip: string) {
  return async (req: ApiRequest): Promise<ApiResponse> => {
    const headers: Record<string, string> = {};
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    if (req.locale) headers['x-locale'] = req.locale;
    let payload: string | Buffer | undefined;
    if (req.raw) {
      payload = Buffer.isBuffer(req.raw.payload) ? req.raw.payload : Buffer.from(req.raw.payload);
      headers['content-type'] = req.raw.contentType;
    } else if (req.body !== undefined) {
      payload = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({ method: req.method, url: req.url, payload, headers, remoteAddress: ip });
    const type = String(res.headers['content-type'] ?? '');
    const body = type.includes('application/json') && res.body ? res.json() : res.body;
    return {
      status: res.statusCode,
      headers: res.headers as Record<string, string | string[] | undefined>,
      body,
    };
  };
}
