// A member's notification choices (docs/product/conversations-and-notifications.md#preferences).
import type { NotificationPrefs } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { findPrefs, savePrefs } from './notifications.queries.ts';

const ALL_ON: NotificationPrefs = { follow: true, comment: true, post: true };

export async function getPrefs(deps: Pick<Deps, 'sql'>, viewer: AuthUser): Promise<NotificationPrefs> {
  return (await findPrefs(deps.sql, viewer.id)) ?? ALL_ON;
}

export async function setPrefs(deps: Pick<Deps, 'sql'>, viewer: AuthUser, prefs: NotificationPrefs) {
  await savePrefs(deps.sql, viewer.id, prefs);
  return prefs;
}
