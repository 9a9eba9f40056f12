import { AUTH_COOKIE, fillPath } from '@souqna/contracts';
import type {
  AnswerOf,
  ApiError,
  ApiResponse,
  BodyOf,
  Endpoint,
  ListEndpoint,
  OptionalIfEmpty,
  PathInput,
  TextQueryOf,
} from '@souqna/contracts';
import type { z } from 'zod';
import { apiContext, type ApiTransport } from './api-context.ts';
import { readCookie } from './cookies.ts';

type Ctx = { get: (key: typeof apiContext) => ApiTransport };

/**
 * The API refused a call. Shaped as React Router's route error response (status, statusText,
 * internal, data), so one that a loader or action lets through makes the page answer the API's own
 * status, not 500: a refused query value a 400 page, a silent database a 503 "try again shortly"
 * page (docs/product/screens-and-routes.md#error-pages). Callers that expect a refusal catch it as before.
 * Not an Error subclass on purpose: the server build replaces every Error a page lets through with
 * "Unexpected Server Error" (500) before it reaches the error page.
 */
export class ApiCallError {
  readonly name = 'ApiCallError';
  readonly message: string;
  readonly status: number;
  readonly error: ApiError;
  readonly statusText: string;
  readonly internal = false;
  /** What the error page may read: the error's name only, never the API's message or details. */
  readonly data: { name: string };
  constructor(status: number, error: ApiError) {
    this.message = error.message;
    this.status = status;
    this.error = error;
    this.statusText = error.name;
    this.data = { name: error.name };
  }
}

/** The browser's multipart, passed on untouched (photos and avatars included). */
type Raw = { payload: Uint8Array; contentType: string };
/** An endpoint that takes a body gets either the JSON body or a raw multipart one. */
type BodyInput<E extends Endpoint> = E['body'] extends z.ZodType
  ? { body: BodyOf<E>; raw?: undefined } | { raw: Raw; body?: undefined }
  : { body?: undefined; raw?: undefined };
/** Params, query and body of one call; `token` stands in for the cookie's (just signed in). */
export type CallInput<E extends Endpoint> = PathInput<E> & BodyInput<E> & { token?: string | null };
type Args<E extends Endpoint> = OptionalIfEmpty<CallInput<E>>;
type LooseInput = { params?: unknown; query?: unknown; body?: unknown; raw?: Raw; token?: string | null };

/**
 * The API as seen from a loader or action: the caller's token comes from the httpOnly cookie
 * and never reaches the browser. Every call names an endpoint of the contracts table, which
 * gives its method, its path and the schema its answer is parsed with.
 */
export function apiFor(request: Request, context: Ctx, locale: string) {
  const transport = context.get(apiContext);
  const cookieToken = readCookie(request, AUTH_COOKIE);

  /** One request as the table addresses it; the public calls below check the input's types. */
  function dispatch(endpoint: Endpoint, input: LooseInput = {}): Promise<ApiResponse> {
    const { params, query, body, raw, token } = input;
    return transport({
      method: endpoint.method,
      url: urlOf(endpoint, { params, query }),
      body,
      raw,
      token: token === undefined ? cookieToken : token,
      locale,
    });
  }
  /** The answer as it came, whatever its status (for callers that shrug off a failure). */
  async function attempt<E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<ApiResponse> {
    return dispatch(endpoint, input);
  }
  /** The parsed answer; a 4xx or 5xx throws ApiCallError. */
  async function call<E extends Endpoint>(endpoint: E, ...args: Args<E>): Promise<AnswerOf<E>> {
    return parsed(endpoint, await attempt(endpoint, ...args));
  }
  /** One page of a list, its query as the address holds it (lib/list-loader.server.ts). */
  async function list<E extends ListEndpoint>(endpoint: E, query: TextQueryOf<E>): Promise<AnswerOf<E>> {
    return parsed(endpoint, await dispatch(endpoint, { query }));
  }
  /** A call whose answer the caller does not read: only a failure matters. */
  async function send<E extends Endpoint>(endpoint: E, ...args: Args<E>): Promise<void> {
    const res = await attempt(endpoint, ...args);
    if (res.status >= 400) throw new ApiCallError(res.status, toApiError(res.body));
  }
  return { call, list, send, attempt, token: cookieToken };
}

/**
 * An empty parameter (a form posted without its id) names nothing: it answers 404 NotFoundError as the
 * API would, instead of reaching another route ('/api/follwers/unfollw/' is a follow of 'unfollw').
 */
function urlOf(endpoint: Endpoint, input: { params?: unknown; query?: unknown }): string {
  try {
    return fillPath(endpoint, input);
  } catch {
    throw new ApiCallError(404, { name: 'NotFoundError', message: '', data: {} });
  }
}

/** The answer parsed by the endpoint's schema; a 4xx or 5xx throws ApiCallError. */
function parsed<E extends Endpoint>(endpoint: E, res: ApiResponse): AnswerOf<E> {
  if (res.status >= 400) throw new ApiCallError(res.status, toApiError(res.body));
  return (endpoint.answer ? endpoint.answer.parse(res.body) : res.body) as AnswerOf<E>;
}

function toApiError(body: unknown): ApiError {
  const b = body as Partial<ApiError> | null;
  return { name: b?.name ?? 'InternalError', message: b?.message ?? '', data: b?.data ?? {} };
}
