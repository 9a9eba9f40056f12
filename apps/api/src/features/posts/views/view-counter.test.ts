// The counter's own rules without a database (docs/decisions/0040-ad-views.md); the SQL and the
// HTTP rules are in test/ad-views.api.test.ts against a real one.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createViewCounter, type ViewCounter } from './view-counter.ts';

const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
/** A stand-in for the connection: records each batch written, or fails while `down`. */
function database() {
  const batches: Record<string, number>[] = [];
  const state = { down: false };
  const db = {
    async query(_text: string, params: [string[], number[]]) {
      if (state.down) throw new Error('connection refused');
      batches.push(Object.fromEntries(params[0].map((id, i) => [id, params[1][i]!])));
      return [];
    },
  } as unknown as Database;
  return { db, batches, state };
}

let counter: ViewCounter | undefined;
afterEach(() => counter?.close());

describe('the view counter', () => {
  it('counts a viewer once per ad within the window, and each ad apart', () => {
    const { db } = database();
    counter = createViewCounter(db, log);
    expect(counter.record('ad-1', 'member:a')).toBe(true);
    expect(counter.record('ad-1', 'member:a')).toBe(false);
    expect(counter.record('ad-2', 'member:a')).toBe(true);
    expect(counter.record('ad-1', 'guest:10.0.0.1|Firefox')).toBe(true);
    expect([counter.pending('ad-1'), counter.pending('ad-2'), counter.pending('ad-3')]).toEqual([2, 1, 0]);
  });

  it('writes all waiting ads in one batch per flush, nothing when none wait', async () => {
    const { db, batches } = database();
    counter = createViewCounter(db, log);
    counter.record('ad-1', 'a');
    counter.record('ad-1', 'b');
    counter.record('ad-2', 'a');
    await counter.flush();
    await counter.flush();
    expect(batches).toEqual([{ 'ad-1': 2, 'ad-2': 1 }]);
    expect(counter.pending('ad-1')).toBe(0);
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    const { db, batches, state } = database();
    counter = createViewCounter(db, log);
    counter.record('ad-1', 'a');
    state.down = true;
    await counter.flush();
    expect(counter.pending('ad-1')).toBe(1);
    counter.record('ad-1', 'b');
    state.down = false;
    await counter.flush();
    expect(batches).toEqual([{ 'ad-1': 2 }]);
  });
});
