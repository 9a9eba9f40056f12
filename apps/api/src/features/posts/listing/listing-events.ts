// Any change to what a listing can show empties the guest cache, after the change commits.
import type { EventBus } from '../../../events/event-bus.ts';
import type { ListingCache } from './listing-cache.ts';

export function clearListingsOnChange(events: EventBus, cache: ListingCache): void {
  const clear = () => cache.clear();
  events.subscribe('post.created', clear);
  events.subscribe('post.updated', clear);
  events.subscribe('post.deleted', clear);
  // A sold ad leaves the default listing; undone, it comes back.
  events.subscribe('post.sold', clear);
  // Their ads went with them (on delete cascade).
  events.subscribe('user.deleted', clear);
}
