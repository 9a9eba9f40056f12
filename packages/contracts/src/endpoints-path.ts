// The address of one call: the endpoint's path with its parameters filled in, plus the query.
import type { Endpoint, PathInput } from './endpoints-define.ts';

type QueryValue = string | number | boolean | Date | null | undefined;

/** Keys whose value is null or undefined are left out; a Date is sent as ISO 8601. */
function queryString(query: URLSearchParams | Record<string, unknown> | undefined): string {
  if (!query) return '';
  if (query instanceof URLSearchParams) return query.toString();
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      const v = one as QueryValue;
      if (v === null || v === undefined) continue;
      out.append(key, v instanceof Date ? v.toISOString() : String(v));
    }
  }
  return out.toString();
}

/**
 * `pathOf(endpoints.getPost, { params: { id } })` → '/api/post/<id>': each parameter is encoded,
 * so an id can never reach another route. A missing parameter is a programming error and throws.
 */
export function pathOf<E extends Endpoint>(endpoint: E, ...[input]: OptionalIfEmpty<PathInput<E>>): string {
  return fillPath(endpoint, input);
}

/** pathOf for a caller whose input its own signature already checked against the table (the web's api). */
export function fillPath(endpoint: Endpoint, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${endpoint.method} ${endpoint.path}: parameter '${name}' is missing`);
    return encodeURIComponent(String(value));
  });
  const query = queryString(input.query as URLSearchParams | Record<string, unknown> | undefined);
  return query ? `${path}?${query}` : path;
}

/** The input may be left out when nothing in it is required. */
export type OptionalIfEmpty<T> = Partial<T> extends T ? [input?: T] : [input: T];
