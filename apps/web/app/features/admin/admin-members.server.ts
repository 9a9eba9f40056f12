// The back office's members page: the members list with its filters, CSV export, ban / unban and
// delete (docs/product/admin.md#members). Every call is the API's admin call; the API checks the role.
import { endpoints, UsersQuerySchema } from '@souqna/contracts';
import { actionError } from '../../lib/action-error.server.ts';
import type { apiFor } from '../../lib/api.server.ts';
import { readerOffset } from '../../lib/reader-offset.server.ts';
import { inReaderDays } from '../../lib/reader-days.ts';
import { urlFilters } from '../../lib/url-filters.ts';

type Api = ReturnType<typeof apiFor>;
export const MEMBER_FILTERS = [
  'search',
  'dateFrom',
  'dateTo',
  'isActive',
  'postCountFrom',
  'postCountTo',
  'sort',
] as const;

/** The filters as the address gives them; a value the API would refuse is dropped, not a 500. */
export function memberFilters(url: URL) {
  return urlFilters(url, [...MEMBER_FILTERS, 'page'], UsersQuerySchema);
}

/** The address keeps typed days; the API gets the moments that bound them on the reader's clock. */
export async function loadMembers(api: Api, request: Request) {
  const filters = memberFilters(new URL(request.url));
  const query = inReaderDays(filters, readerOffset(request));
  const page = await api.call(endpoints.listUsers, { query: query as never });
  return { filters, page };
}

/** The filtered list as a CSV download (the export resource route). */
export async function exportMembers(api: Api, request: Request): Promise<Response> {
  const { page: _page, ...typed } = memberFilters(new URL(request.url));
  const filters = inReaderDays(typed, readerOffset(request));
  const res = await api.attempt(endpoints.exportUsers, { body: filters as never });
  if (res.status !== 200) throw new Response(null, { status: res.status === 403 ? 404 : res.status });
  const disposition = res.headers['content-disposition'];
  return new Response(String(res.body), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition':
        typeof disposition === 'string' ? disposition : 'attachment; filename="members.csv"',
    },
  });
}

/** intent=ban|unban|delete for one member. */
export async function memberAction(api: Api, fields: Record<string, string>) {
  try {
    const id = fields.userId ?? '';
    if (fields.intent === 'delete') {
      await api.send(endpoints.deleteUser, { params: { id } });
      return { done: 'deleted' as const };
    }
    await api.send(endpoints.banUser, { params: { id }, body: { banned: fields.intent === 'ban' } });
    return { done: fields.intent === 'ban' ? ('banned' as const) : ('unbanned' as const) };
  } catch (error) {
    return actionError(error);
  }
}
