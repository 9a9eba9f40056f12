// /setting/main's account rights (docs/product/accounts-and-sign-in.md#your-data-and-your-account):
// sign out of every device, and delete the account. Both end this session too, so the cookie goes.
import { redirect } from 'react-router';
import { endpoints, myDataFileName, type Locale } from '@souqna/contracts';
import { actionError } from '../../lib/action-error.server.ts';
import type { apiFor } from '../../lib/api.server.ts';
import { localePath } from '../../lib/locale.ts';
import { clearAuthCookie } from '../../lib/session.server.ts';

type Api = ReturnType<typeof apiFor>;

/** intent=revokeAll or intent=deleteAccount (password). */
export async function accountRightsAction(api: Api, locale: Locale, fields: Record<string, string>) {
  const headers = { 'Set-Cookie': clearAuthCookie() };
  if (fields.intent === 'revokeAll') {
    await api.send(endpoints.revokeAllSessions);
    return redirect(`${localePath('/auth/login', locale)}?sessionsEnded`, { headers });
  }
  try {
    await api.send(endpoints.deleteMyAccount, { body: { password: fields.password ?? '' } });
  } catch (error) {
    return actionError(error, { deleteAccount: true });
  }
  return redirect(`${localePath('/', locale)}?goodbye`, { headers });
}

/** The member's data as the API made it, passed through as a download (the export resource route). */
export async function myDataDownload(api: Api): Promise<Response> {
  const res = await api.attempt(endpoints.exportMyData);
  if (res.status !== 200) throw new Response(null, { status: res.status });
  const disposition = res.headers['content-disposition'];
  const body = typeof res.body === 'string' ? res.body : JSON.stringify(res.body, null, 2);
  return new Response(body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-disposition':
        typeof disposition === 'string'
          ? disposition
          : `attachment; filename="${myDataFileName(new Date())}"`,
    },
  });
}
