// Saved searches: the signed-in member's own, and the signed-out unsubscribe of a digest's link.
import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../../context.ts';
import { route } from '../../../plugins/route.ts';
import { WRITE_RATE } from '../../../lib/write-limits.ts';
import { requestLocale } from '../../../lib/locale.ts';
import {
  changeSearch,
  listSearches,
  removeSearch,
  saveSearch,
  unsubscribe,
} from './saved-searches.service.ts';

const schema = { tags: ['saved searches'], security: SECURITY };
const own = { config: { auth: 'required' as const }, schema };
const write = { config: { auth: 'required' as const, rateLimit: WRITE_RATE.social }, schema };
/** A token is long and unguessable; the limit only keeps a flood of wrong ones cheap. */
const open = {
  config: { auth: 'none' as const, rateLimit: { max: 30, timeWindow: '1 minute' } },
  schema: { tags: ['saved searches'] },
};

export default async function savedSearchesRoutes(app: App): Promise<void> {
  const { deps } = app;
  route(app, endpoints.savedSearches, own, async (req) => listSearches(deps, req.user!));
  route(app, endpoints.saveSearch, write, async (req) =>
    saveSearch(deps, req.user!, req.body, requestLocale(req)),
  );
  route(app, endpoints.updateSavedSearch, write, async (req) =>
    changeSearch(deps, req.user!, req.params.id, req.body),
  );
  route(app, endpoints.deleteSavedSearch, write, async (req) => removeSearch(deps, req.user!, req.params.id));
  route(app, endpoints.unsubscribeSavedSearch, open, async (req) => unsubscribe(deps, req.body.token));
}
