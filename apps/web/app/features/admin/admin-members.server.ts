// The back office's members page: the members list with its filters, CSV export, ban / unban and
// delete (docs/product/admin.md#members). Every call is the API's admin call; the API checks the role.
import { endpoints } from '@souqna/contracts';
import { actionError } from '../../lib/action-error.server.ts';
import type { apiFor } from '../../lib/api.server.ts';
import { listQuery, loadList } from '../../lib/list-loader.server.ts';

type Api = ReturnType<typeof apiFor>;
const MEMBER_FILTERS = [
  'search',
  'dateFrom',
  'dateTo',
  'isActive',
  'postCountFrom',
  'postCountTo',
  'sort',
] as const;

/** The members of a page, filtered by the address. */
export function loadMembers(api: Api, request: Request) {
  return loadList(api, request, endpoints.listUsers, [...MEMBER_FILTERS, 'page']);
}

/** The filtered list (every page) as a CSV download (the export resource route), days as the list reads them. */
export async function exportMembers(api: Api, request: Request): Promise<Response> {
  const { query } = listQuery(request, MEMBER_FILTERS, endpoints.listUsers.query);
  const res = await api.attempt(endpoints.exportUsers, { body: query });
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
