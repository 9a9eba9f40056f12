import type { z } from 'zod';
import { AUTH_COOKIE } from '@souqna/contracts';
import type { ApiError } from '@souqna/contracts';
import { apiContext, type ApiRequest, type ApiTransport } from './api-context.ts';
import { readCookie } from './cookies.ts';

type Ctx = { get: (key: typeof apiContext) => ApiTransport };

export class ApiCallError extends Error {
  readonly status: number;
  readonly error: ApiError;
  constructor(status: number, error: ApiError) {
    super(error.message);
    this.status = status;
    this.error = error;
  }
}

/**
 * The API as seen from a loader or action: the caller's token comes from the httpOnly cookie
 * and never reaches the browser. Answers are parsed with the contracts schema of the call.
 */
export function apiFor(request: Request, context: Ctx, locale: string) {
  const transport = context.get(apiContext);
  const token = readCookie(request, AUTH_COOKIE);

  async function call<T extends z.ZodType>(
    schema: T,
    req: Omit<ApiRequest, 'token' | 'locale'>,
  ): Promise<z.infer<T>> {
    const res = await transport({ ...req, token, locale });
    if (res.status >= 400) throw new ApiCallError(res.status, toApiError(res.body));
    return schema.parse(res.body);
  }
  /** A call whose answer the caller does not read: only a failure matters. */
  async function send(req: Omit<ApiRequest, 'token' | 'locale'>): Promise<void> {
    const res = await transport({ ...req, token, locale });
    if (res.status >= 400) throw new ApiCallError(res.status, toApiError(res.body));
  }
  return { call, send, token, transport: (req: ApiRequest) => transport({ token, locale, ...req }) };
}

function toApiError(body: unknown): ApiError {
  const b = body as Partial<ApiError> | null;
  return { name: b?.name ?? 'InternalError', message: b?.message ?? '', data: b?.data ?? {} };
}
