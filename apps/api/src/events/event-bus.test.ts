// The channel delivers to every subscriber, a failing subscriber never reaches the publisher,
// and settled() waits for asynchronous subscribers.
import { describe, expect, it } from 'vitest';
import type { ClusterChannel } from './cluster-channel.ts';
import type { DomainEvent } from './domain-events.ts';
import { createEventBus, createEventRecorder } from './event-bus.ts';

/** Channels joined as Redis or the cluster primary joins them: each hears the others, never itself. */
function network(size: number) {
  const sent: DomainEvent[] = [];
  const listeners: Array<Array<(e: DomainEvent) => void>> = Array.from({ length: size }, () => []);
  const channels = listeners.map((own, i): ClusterChannel => ({
    reach: 'instances',
    publish(event) {
      sent.push(event);
      listeners.forEach((handlers, j) => j !== i && handlers.forEach((h) => h(structuredClone(event))));
    },
    onEvent: (handler) => void own.push(handler),
    close: async () => {},
  }));
  return { channels, sent };
}

const silent = () => {
  const errors: unknown[] = [];
  return { errors, log: { error: (obj: unknown) => void errors.push(obj) } };
};

describe('event bus', () => {
  it('delivers an event to each of its subscribers, and only to them', () => {
    const bus = createEventBus(silent().log);
    const got: string[] = [];
    bus.subscribe('post.created', (p) => void got.push(`a:${p.postId}`));
    bus.subscribe('post.created', (p) => void got.push(`b:${p.postId}`));
    bus.subscribe('post.deleted', (p) => void got.push(`deleted:${p.postId}`));
    bus.publish('post.created', { postId: 'p1', userId: 'u1' });
    expect(got).toEqual(['a:p1', 'b:p1']);
  });

  it('logs a subscriber that throws or rejects and still runs the others', async () => {
    const { errors, log } = silent();
    const bus = createEventBus(log);
    const got: string[] = [];
    bus.subscribe('user.deleted', () => {
      throw new Error('sync boom');
    });
    bus.subscribe('user.deleted', async () => {
      throw new Error('async boom');
    });
    bus.subscribe('user.deleted', (p) => void got.push(p.userId));
    expect(() => bus.publish('user.deleted', { userId: 'u9' })).not.toThrow();
    await bus.settled();
    expect(got).toEqual(['u9']);
    expect(errors).toHaveLength(2);
    expect(errors).toEqual([
      expect.objectContaining({ event: 'user.deleted' }),
      expect.objectContaining({ event: 'user.deleted' }),
    ]);
  });

  it('settled() resolves once asynchronous subscribers have finished', async () => {
    const bus = createEventBus(silent().log);
    let done = false;
    bus.subscribe('follow.created', async () => {
      await new Promise((r) => setTimeout(r, 20));
      done = true;
    });
    bus.publish('follow.created', { followerId: 'a', followeeId: 'b' });
    expect(done).toBe(false);
    await bus.settled();
    expect(done).toBe(true);
  });

  it('an unsubscribed handler is no longer called', () => {
    const bus = createEventBus(silent().log);
    let calls = 0;
    const off = bus.subscribe('post.updated', () => void calls++);
    bus.publish('post.updated', { postId: 'p', userId: 'u' });
    off();
    bus.publish('post.updated', { postId: 'p', userId: 'u' });
    expect(calls).toBe(1);
  });

  it('the recorder keeps every event in order and still delivers them', () => {
    const rec = createEventRecorder();
    let delivered = 0;
    rec.subscribe('session.revoked', () => void delivered++);
    rec.publish('session.revoked', { userId: 'u', jti: 'j' });
    rec.publish('post.deleted', { postId: 'p', userId: 'u' });
    expect(rec.events.map((e) => e.name)).toEqual(['session.revoked', 'post.deleted']);
    expect(rec.named('session.revoked')).toEqual([{ userId: 'u', jti: 'j' }]);
    expect(delivered).toBe(1);
    rec.clear();
    expect(rec.events).toEqual([]);
  });

  it('across instances: only `everywhere` subscribers hear the others, and nothing is sent on', () => {
    const { channels, sent } = network(2);
    const [a, b] = [createEventBus(silent().log), createEventBus(silent().log)];
    a.join(channels[0]!);
    b.join(channels[1]!);
    const got: string[] = [];
    for (const [name, bus] of [
      ['a', a],
      ['b', b],
    ] as const) {
      bus.subscribe('post.created', (p) => void got.push(`${name} cache:${p.postId}`), { everywhere: true });
      bus.subscribe('post.created', (p) => void got.push(`${name} side effect:${p.postId}`));
    }
    a.publish('post.created', { postId: 'p1', userId: 'u1' });
    expect(got).toEqual(['a cache:p1', 'a side effect:p1', 'b cache:p1']);
    // Sent once, by its publisher: what b received is not sent again.
    expect(sent).toEqual([{ name: 'post.created', payload: { postId: 'p1', userId: 'u1' } }]);
  });

  it('does not send an event that no subscriber hears everywhere', () => {
    const { channels, sent } = network(2);
    const [a, b] = [createEventBus(silent().log), createEventBus(silent().log)];
    a.join(channels[0]!);
    b.join(channels[1]!);
    let heard = 0;
    a.subscribe('message.created', () => void heard++);
    b.subscribe('message.created', () => void heard++);
    a.subscribe('post.deleted', () => void heard++, { everywhere: true });
    a.publish('message.created', { messageId: 'm', roomId: 'r', senderId: 's', recipientId: 't' });
    expect(heard).toBe(1);
    expect(sent).toEqual([]);
  });

  it('a handler heard everywhere for one event stays local for another', () => {
    const { channels } = network(2);
    const [a, b] = [createEventBus(silent().log), createEventBus(silent().log)];
    a.join(channels[0]!);
    b.join(channels[1]!);
    const got: string[] = [];
    const handler = (p: { postId: string }) => void got.push(p.postId);
    b.subscribe('post.updated', handler, { everywhere: true });
    b.subscribe('post.deleted', handler);
    // Every instance runs the same code: the publisher's own subscriptions decide what is sent.
    a.subscribe('post.updated', () => {}, { everywhere: true });
    a.subscribe('post.deleted', () => {}, { everywhere: true });
    a.publish('post.updated', { postId: 'up', userId: 'u' });
    a.publish('post.deleted', { postId: 'del', userId: 'u' });
    expect(got).toEqual(['up']);
  });
});

/** A transaction as the bus sees it: statements kept in order, after-commit work held until commit. */
function fakeTx() {
  const statements: string[] = [];
  const held: (() => void)[] = [];
  return {
    statements,
    tx: {
      query: async (text: string) => {
        statements.push(text);
        return [];
      },
      afterCommit: (fn: () => void) => void held.push(fn),
    },
    commit: () => held.splice(0).forEach((fn) => fn()),
    rollback: () => void held.splice(0),
  };
}

describe('durable subscribers (the outbox)', () => {
  const created = { followerId: 'f', followeeId: 'g' };

  it('in a transaction: durable handlers write in it at once, in-process ones wait for the commit', async () => {
    const bus = createEventRecorder();
    const { tx, statements, commit } = fakeTx();
    const order: string[] = [];
    bus.subscribeDurable('follow.created', async (p, t) => {
      order.push(`durable:${p.followeeId}`);
      await t!.query('insert job');
    });
    bus.subscribe('follow.created', (p) => void order.push(`in-process:${p.followeeId}`));
    await bus.publish('follow.created', created, tx);
    expect(order).toEqual(['durable:g']);
    expect(statements).toEqual(['insert job']);
    expect(bus.events).toEqual([]);
    commit();
    expect(order).toEqual(['durable:g', 'in-process:g']);
    expect(bus.named('follow.created')).toEqual([created]);
  });

  it('a rolled-back transaction runs no in-process subscriber and records no event', async () => {
    const bus = createEventRecorder();
    const { tx, rollback } = fakeTx();
    let heard = 0;
    bus.subscribe('follow.created', () => void heard++);
    await bus.publish('follow.created', created, tx);
    rollback();
    expect(heard).toBe(0);
    expect(bus.events).toEqual([]);
  });

  it('a durable handler that fails in a transaction fails the publish, so the change rolls back', async () => {
    const bus = createEventBus(silent().log);
    const { tx } = fakeTx();
    bus.subscribeDurable('follow.created', async () => {
      throw new Error('job table away');
    });
    await expect(bus.publish('follow.created', created, tx)).rejects.toThrow('job table away');
  });

  it('without a transaction every subscriber runs now, a failing durable one only logged', async () => {
    const { errors, log } = silent();
    const bus = createEventBus(log);
    const ran: (string | undefined)[] = [];
    bus.subscribeDurable('follow.created', async (_p, t) => {
      ran.push(t ? 'tx' : 'no tx');
      throw new Error('boom');
    });
    bus.subscribe('follow.created', () => void ran.push('in-process'));
    await expect(bus.publish('follow.created', created)).resolves.toBeUndefined();
    expect(ran).toEqual(['in-process', 'no tx']);
    expect(errors).toEqual([expect.objectContaining({ event: 'follow.created' })]);
  });
});
