import type { Route } from './+types/admin-export';
import { exportMembers } from '../features/admin/admin-members.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { requireAdmin } from '../lib/guards.server.ts';

/** GET /admin-export?<the members filters>: the CSV of the filtered members (admins only, else 404). */
export function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return exportMembers(apiFor(args.request, args.context, 'en'), args.request);
}
