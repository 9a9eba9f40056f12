// Every reaction to a domain event, in one table (docs/decisions/0043-compose-and-durable-events.md).
// A row says which event, who reacts, how and where:
// - in-process: called after the change commits, on the instance that published it (a socket push
//   reaches the other instances' sockets through the Socket.IO adapter), or on every worker and
//   instance (`everywhere`: caches, which each keep a copy; docs/decisions/0032);
// - durable: the job that does the work is written in the publisher's transaction (the job table is
//   the outbox) and runs from the queue on whichever instance takes it, at least once; each job is
//   safe to run twice (jobs/job-types.ts says how).
// Features never import each other: a feature publishes, and only this table knows who listens.
import type { Deps } from '../context.ts';
import type { DomainEventName, DomainEvents } from '../events/domain-events.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { JobData, JobName } from '../jobs/job-types.ts';
import type { SocketPushes } from './socket-pushes.ts';

/** What reacts, as each part exists: the socket once attached (app.ts), the guest pages with the web app. */
type Host = 'app' | 'socket' | 'pages';
type Hosts = { app: Deps; socket: SocketPushes; pages: { clear(): void } };
type Where = 'this instance' | 'everywhere' | 'a worker';

type Row = {
  event: DomainEventName;
  who: string;
  how: 'in-process' | 'durable';
  where: Where;
  host: Host;
  /** Subscribes the row if its host is among `hosts`; returns the undo. */
  attach(events: EventBus, hosts: Partial<Hosts>): () => void;
};
const none = () => {};

function inProcess<K extends DomainEventName, H extends Host>(
  event: K,
  who: string,
  where: Exclude<Where, 'a worker'>,
  host: H,
  run: (host: Hosts[H]) => (payload: DomainEvents[K]) => unknown,
): Row {
  const everywhere = where === 'everywhere';
  const attach = (events: EventBus, hosts: Partial<Hosts>) => {
    const h = hosts[host];
    if (!h) return none;
    const react = run(h);
    return events.subscribe(event, async (p) => void (await react(p)), { everywhere });
  };
  return { event, who, how: 'in-process', where, host, attach };
}

/** `when`: a reaction the configuration may switch off (web push without VAPID keys). */
function durable<K extends DomainEventName, J extends JobName>(
  event: K,
  who: string,
  job: J,
  data: (payload: DomainEvents[K]) => JobData[J],
  when: (deps: Deps) => boolean = () => true,
): Row {
  const attach = (events: EventBus, { app: deps }: Partial<Hosts>) =>
    deps && when(deps)
      ? events.subscribeDurable(event, (payload, tx) => deps.jobs.send(job, data(payload), tx))
      : none;
  return { event, who, how: 'durable', where: 'a worker', host: 'app', attach };
}

const listings = (event: DomainEventName) =>
  inProcess(event, 'listing pages, result counts and category counts', 'everywhere', 'app', (deps) => () => {
    deps.listingCache.clear();
    deps.countCache.clear();
    deps.categoryCounts.markStale();
  });
/** What a guest's page may show changed (docs/decisions/0035-guest-page-cache.md). */
const guestPages = (event: DomainEventName) =>
  inProcess(event, 'guest pages', 'everywhere', 'pages', (pages) => () => pages.clear());
/**
 * A member's kept reads (docs/decisions/0067-member-reads-kept.md): their session checks when their
 * sessions end or their account changes, their listing marks when they block or favourite.
 */
const keptSessions = <K extends 'session.revoked' | 'user.banned' | 'user.deleted'>(event: K) =>
  inProcess(event, "the member's kept session checks", 'everywhere', 'app', (deps) => (p) => {
    deps.kept.sessions.drop((key) => key.startsWith(`${p.userId} `));
  });
const keptMarks = <K extends 'user.blocked' | 'user.unblocked' | 'favorite.changed' | 'user.deleted'>(
  event: K,
  member: (p: DomainEvents[K]) => string,
) =>
  inProcess(event, "the member's kept listing marks", 'everywhere', 'app', (deps) => (p) => {
    deps.kept.marks.drop((key) => key === member(p));
  });

/**
 * A member who just wrote an ad reads listings on the primary for a few seconds: the guests' pages
 * they would share may come from a replica that has not replayed the write yet (docs/decisions/0064).
 */
const recentWriter = (
  event: 'post.created' | 'post.updated' | 'post.deleted' | 'post.sold' | 'post.renewed',
) =>
  inProcess(
    event,
    'the writer reads listings on the primary a moment',
    'everywhere',
    'app',
    (deps) => (p) => {
      deps.kept.writers.mark(p.userId);
    },
  );

/** Rows are written only as the member's preferences allow, so a push honours them (docs/decisions/0031). */
const pushing = (deps: Deps) => Boolean(deps.config.push);

export const SUBSCRIPTIONS: Row[] = [
  listings('post.created'),
  guestPages('post.created'),
  durable('post.created', "the author's followers: a notification each", 'notifications.fanout', (p) => ({
    post: { postId: p.postId, authorId: p.userId },
  })),
  durable(
    'post.created',
    "the moderators: a flag when its text carries a scam signal or its photo another seller's ad",
    'safety.flag',
    (p) => ({ postId: p.postId, ...(p.photoOf ? { matchedPostId: p.photoOf } : {}) }),
  ),
  durable('post.created', 'saved searches: the ad matched, their alerts queued', 'searches.match', (p) => ({
    postId: p.postId,
  })),
  listings('post.updated'),
  guestPages('post.updated'),
  durable(
    'post.updated',
    'the moderators: a flag when its text carries a scam signal',
    'safety.flag',
    (p) => ({
      postId: p.postId,
    }),
  ),
  listings('post.deleted'),
  guestPages('post.deleted'),
  // A sold ad leaves the default listing; undone, it comes back.
  listings('post.sold'),
  guestPages('post.sold'),
  // The watch list (docs/decisions/0057-watch-list.md): the ad's favourites' members are told.
  durable('post.sold', "its favourites' members: sold, or back on sale", 'notifications.watch', (p) => ({
    postId: p.postId,
    change: p.sold ? 'sold' : 'back',
    at: new Date().toISOString(),
  })),
  durable('post.priceChanged', "its favourites' members: the price dropped", 'notifications.watch', (p) => ({
    postId: p.postId,
    change: 'price',
    at: new Date().toISOString(),
  })),
  durable('post.renewed', "its favourites' members: back on sale", 'notifications.watch', (p) => ({
    postId: p.postId,
    change: 'back',
    at: new Date().toISOString(),
  })),
  // Back on sale is news to those who saved a search for it (a sold one matches nothing).
  durable('post.sold', 'saved searches: an ad back on sale matched', 'searches.match', (p) => ({
    postId: p.postId,
  })),
  durable('saved-search.alerted', 'the saver: a notification (and its push)', 'notifications.write', (p) => ({
    savedSearch: { searchId: p.searchId, count: p.count, at: p.at },
  })),
  // The hourly lifecycle job (docs/decisions/0053): owners told, ended ads out of the listings.
  durable('posts.expiring', "the ads' owners: a notification each", 'notifications.write', (p) => ({
    expiring: { postIds: p.postIds },
  })),
  listings('posts.expired'),
  guestPages('posts.expired'),

  // Their ads, comments and follows went with them (on delete cascade).
  listings('user.deleted'),
  guestPages('user.deleted'),
  guestPages('user.updated'),
  guestPages('user.banned'),
  inProcess(
    'session.revoked',
    "the session's sockets: told, then dropped",
    'this instance',
    'socket',
    (s) => s.endSession,
  ),
  // After a sign-out on a shared computer the next person must not read the member's pushes.
  durable('session.revoked', "the session's push devices: forgotten", 'push.forget', (p) => p),

  guestPages('comment.created'),
  durable('comment.created', "the ad's owner: a notification", 'notifications.write', (p) => ({
    comment: { commentId: p.commentId },
  })),
  guestPages('comment.updated'),
  guestPages('comment.deleted'),
  guestPages('follow.created'),
  durable('follow.created', 'the followed member: a notification', 'notifications.write', (p) => ({
    follow: { followerId: p.followerId, followeeId: p.followeeId },
  })),
  guestPages('follow.deleted'),
  // Cards and the seller box show the seller's stars (docs/product/social.md#ratings-and-reviews).
  listings('review.created'),
  guestPages('review.created'),
  durable('review.created', 'the rated seller: a notification', 'notifications.write', (p) => ({
    review: { reviewId: p.reviewId },
  })),
  guestPages('review.replied'),
  listings('review.removed'),
  guestPages('review.removed'),
  guestPages('settings.updated'),

  inProcess(
    'notification.created',
    "the recipient's sockets",
    'this instance',
    'socket',
    (s) => (p) => s.notify([p.notificationId]),
  ),
  durable(
    'notification.created',
    "the recipient's devices: a web push",
    'push.deliver',
    (p) => ({
      notificationIds: [p.notificationId],
    }),
    pushing,
  ),
  inProcess(
    'notifications.created',
    "the recipients' sockets",
    'this instance',
    'socket',
    (s) => (p) => s.notify(p.notificationIds),
  ),
  durable(
    'notifications.created',
    "the recipients' devices: web push",
    'push.deliver',
    (p) => ({
      notificationIds: p.notificationIds,
    }),
    pushing,
  ),

  inProcess(
    'message.created',
    "both members' sockets, the recipient's count",
    'this instance',
    'socket',
    (s) => s.chatMessage,
  ),
  durable(
    'message.created',
    "the recipient's devices: a web push",
    'push.deliver',
    (p) => ({
      messageId: p.messageId,
      recipientId: p.recipientId,
    }),
    pushing,
  ),
  durable('sender.flagged', 'the moderators: a flag on the sender', 'safety.flag', (p) => p),
  inProcess(
    'room.read',
    "the room's members' sockets, the reader's count",
    'this instance',
    'socket',
    (s) => s.roomRead,
  ),
  ...(['post.created', 'post.updated', 'post.deleted', 'post.sold', 'post.renewed'] as const).map(
    recentWriter,
  ),
  keptSessions('session.revoked'),
  keptSessions('user.banned'),
  keptSessions('user.deleted'),
  keptMarks('user.deleted', (p) => p.userId),
  keptMarks('user.blocked', (p) => p.blockerId),
  keptMarks('user.unblocked', (p) => p.blockerId),
  keptMarks('favorite.changed', (p) => p.userId),
  // payment.* have no subscriber: a payment's member is told by the notice job its own transaction
  // writes (features/payments/payment-apply.ts).
];

/**
 * Subscribes every row whose host is given: app.ts the app's and then the socket's, the web app its
 * guest pages (server.ts). Returns the undo.
 */
export function subscribe(events: EventBus, hosts: Partial<Hosts>): () => void {
  const undo = SUBSCRIPTIONS.map((row) => row.attach(events, hosts));
  return () => undo.forEach((off) => off());
}
