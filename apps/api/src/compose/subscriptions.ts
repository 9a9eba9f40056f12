// Every feature's subscription to the domain events, like routes.ts lists every route
// (docs/decisions/0012). The socket subscribes in app.ts, where it is created.
import type { Deps } from '../context.ts';
import { clearListingsOnChange } from '../features/posts/listing/listing-events.ts';
import { notifyOnEvents } from '../features/notifications/notifications.events.ts';
import { dropPushOnSignOut } from '../features/push/push.events.ts';
import { pushOnEvents } from './push/push-events.ts';

export function subscribeFeatures(deps: Deps): void {
  clearListingsOnChange(deps.events, [deps.listingCache, deps.countCache]);
  notifyOnEvents(deps);
  dropPushOnSignOut(deps);
  pushOnEvents(deps);
}
