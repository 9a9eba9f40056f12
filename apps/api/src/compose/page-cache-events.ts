// The domain events after which a guest's page may show something else: any of them empties the
// page cache (docs/decisions/0035-guest-page-cache.md). Chat, notifications, payments, sessions and
// blocks never show on a guest's page, so they leave it be.
import type { EventBus } from '../events/event-bus.ts';
import type { DomainEventName } from '../events/domain-events.ts';

export const GUEST_VISIBLE_EVENTS = [
  'post.created',
  'post.updated',
  'post.deleted',
  'post.sold',
  'user.updated',
  'user.deleted',
  'user.banned',
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'follow.created',
  'follow.deleted',
  'settings.updated',
] as const satisfies readonly DomainEventName[];

export function clearPagesOnChange(events: EventBus, clear: () => void): () => void {
  // Everywhere: a write on another worker or instance empties this one's pages too (ADR 0032).
  const unsubscribe = GUEST_VISIBLE_EVENTS.map((name) => events.subscribe(name, clear, { everywhere: true }));
  return () => unsubscribe.forEach((off) => off());
}
