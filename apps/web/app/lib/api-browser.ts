// The few calls the browser makes itself, same-origin with the httpOnly cookie (it never sees the
// token): a chat send (without the loading bar, docs/product/conversations-and-notifications.md#messages),
// catching up after a reconnect (which marks read what it answers), the messages menu's rooms, the
// filter panel's countries and the device's push subscription. Everything else goes through a
// loader or an action (docs/decisions/0006-web-session-and-forms.md, 0015-endpoint-table.md).
import { pathOf } from '@souqna/contracts/endpoints-path';
import type { AnswerOf, BodyOf, Endpoint, PathInput } from '@souqna/contracts/endpoints-define';
import { errorMessageKey } from '@souqna/contracts/errors';

/** An answer that is not 2xx, or no answer at all (`name` NetworkError, status 0). */
export class BrowserCallError extends Error {
  readonly status: number;
  readonly errorKey: string;
  /** The answer's `data.reason`, when it gave one. */
  readonly reason: unknown;
  /** Seconds the answer's Retry-After asked to wait before trying again (a 503, a 429), if any. */
  readonly retryAfter: number | undefined;
  constructor(status: number, name: string, reason?: unknown, retryAfter?: number) {
    super(name);
    this.status = status;
    this.reason = reason;
    this.retryAfter = retryAfter;
    this.errorKey = status === 0 ? 'chat.offline' : errorMessageKey(name);
  }
}

/** Retry-After in seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header?.trim()) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

type Input<E extends Endpoint> = Partial<PathInput<E>> & { body?: BodyOf<E> | FormData };

/** Bounded: a call that hangs counts as failed after this long (docs/decisions/0016). */
const TIMEOUT_MS = 15_000;

export async function browserCall<E extends Endpoint>(
  endpoint: E,
  input: Input<E> = {},
): Promise<AnswerOf<E>> {
  const { body, ...path } = input;
  const json = body !== undefined && !(body instanceof FormData);
  let res: Response;
  try {
    res = await fetch(pathOf(endpoint, path as PathInput<E>), {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: json ? { 'content-type': 'application/json' } : undefined,
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new BrowserCallError(0, 'NetworkError');
  }
  const answer: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const { name, data } = (answer ?? {}) as { name?: unknown; data?: { reason?: unknown } };
    throw new BrowserCallError(
      res.status,
      typeof name === 'string' ? name : 'InternalError',
      data?.reason,
      retryAfterSeconds(res.headers.get('retry-after')),
    );
  }
  return answer as AnswerOf<E>;
}
