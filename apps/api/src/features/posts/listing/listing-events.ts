// Any change to what a listing can show empties the guest pages and the result counts, after the change commits, on
// every worker and instance (docs/decisions/0032-workers-and-instances.md).
import type { EventBus } from '../../../events/event-bus.ts';
import type { ListingCache } from './listing-cache.ts';

export function clearListingsOnChange(events: EventBus, caches: ListingCache<unknown>[]): void {
  const clear = () => caches.forEach((cache) => cache.clear());
  events.subscribe('post.created', clear, { everywhere: true });
  events.subscribe('post.updated', clear, { everywhere: true });
  events.subscribe('post.deleted', clear, { everywhere: true });
  // A sold ad leaves the default listing; undone, it comes back.
  events.subscribe('post.sold', clear, { everywhere: true });
  // Their ads went with them (on delete cascade).
  events.subscribe('user.deleted', clear, { everywhere: true });
}
