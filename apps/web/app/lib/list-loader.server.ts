// The filtered lists (my payments, and the back office's members, payments and audit log) load the
// same way: the address's filters, the reader's days, one page from the API.
import type { ListEndpoint } from '@souqna/contracts';
import type { z } from 'zod';
import type { apiFor } from './api.server.ts';
import { readerOffset } from './reader-offset.server.ts';
import { inReaderDays } from './reader-days.ts';
import { type FilterKey, urlFilters } from './url-filters.ts';

type Api = ReturnType<typeof apiFor>;

/**
 * The filters `keys` as the address gives them (a value the API would refuse is dropped, not a
 * 500), and the query they make: the address keeps typed days, the API gets the moments that bound
 * them on the reader's clock (docs/decisions/0042-reader-time-zone.md).
 */
export function listQuery<S extends z.ZodType>(request: Request, keys: readonly FilterKey<S>[], schema: S) {
  const filters = urlFilters(new URL(request.url), keys, schema);
  return { filters, query: inReaderDays(filters, readerOffset(request)) };
}

/** The filters and the page of `endpoint` they select. */
export async function loadList<E extends ListEndpoint>(
  api: Api,
  request: Request,
  endpoint: E,
  keys: readonly FilterKey<E['query']>[],
) {
  const { filters, query } = listQuery<E['query']>(request, keys, endpoint.query);
  return { filters, page: await api.list(endpoint, query) };
}
