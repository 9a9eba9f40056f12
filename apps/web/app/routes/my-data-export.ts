import type { Route } from './+types/my-data-export';
import { myDataDownload } from '../features/settings/account-rights.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { requireUser } from '../lib/guards.server.ts';

/** GET /my-data-export: everything about the signed-in member as a JSON file (a guest goes to sign-in). */
export function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return myDataDownload(apiFor(args.request, args.context, 'en'));
}
