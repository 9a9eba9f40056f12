// Chat send → receive across two instances (docs/decisions/0019): 500 pairs of members, the
// senders' sockets on A, the recipients' on B; each message is written with POST /api/message
// through A and timed until `message:new` reaches the recipient's socket on B (Redis adapter).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { MESSAGES_PER_MINUTE, SOCKET_EVENTS } from '@souqna/contracts';
import { startInstances } from './instances.ts';
import { bearer, benchJwtSecret, ensureMembers, tokensFor } from './members.ts';
import { atSteadyRate, inPool } from './pool.ts';
import { percentile, quietNote, today } from './results.ts';
import { connect } from './sockets.ts';

const PAIRS = 500;
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 500);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 15);
const WARM_UP = 20;

type Sent = { at: number; roomId: string; recipient: number };

export async function benchChat(databaseUrl: string, ports: [number, number]): Promise<string> {
  // Round-robin over the pairs: each sender's share (plus the warm-up) must stay under the limit.
  if (Math.ceil(MESSAGES / PAIRS) + 1 > MESSAGES_PER_MINUTE)
    throw new Error('over the per-member send limit');
  const machine = await quietNote();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const ids = await ensureMembers(db, 'chat', '97153', PAIRS * 2);
  await db.end();
  const secret = benchJwtSecret();
  const tokens = await tokensFor(secret, ids);
  const instances = await startInstances(ports, databaseUrl, secret);
  const [a, b] = [instances.servers[0]!, instances.servers[1]!];
  const sockets: Socket[] = [];
  try {
    const post = (sender: number, url: string, body: unknown) =>
      fetch(`${a.base}${url}`, {
        method: 'POST',
        headers: { ...bearer(tokens[sender]!), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Pair p: member 2p writes, member 2p+1 reads; one room each (new, or the one of a past run).
    const rooms = await inPool([...Array(PAIRS).keys()], 10, async (p) => {
      const res = await post(2 * p, '/api/rooms', { userId: ids[2 * p + 1] });
      if (res.status !== 201) throw new Error(`POST /api/rooms: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { roomId: string }).roomId;
    });
    const connectStart = performance.now();
    sockets.push(...(await inPool(ids, 50, (_, m) => connect(m % 2 ? b.base : a.base, tokens[m]!))));
    const connectMs = performance.now() - connectStart;

    const pending = new Map<string, Sent>();
    const latencies: number[] = [];
    let strays = 0;
    for (let p = 0; p < PAIRS; p++) {
      sockets[2 * p + 1]!.on(SOCKET_EVENTS.messageNew, (m: { clientId: string; roomId: string }) => {
        const sent = pending.get(m.clientId);
        if (!sent || sent.roomId !== m.roomId || sent.recipient !== 2 * p + 1) return void strays++;
        pending.delete(m.clientId);
        latencies.push(performance.now() - sent.at);
      });
    }
    const send = async (i: number) => {
      const p = i % PAIRS;
      const clientId = randomUUID();
      const at = performance.now();
      pending.set(clientId, { at, roomId: rooms[p]!, recipient: 2 * p + 1 });
      const res = await post(2 * p, '/api/message', {
        roomId: rooms[p],
        body: `مرحبا، رسالة ${i}`,
        clientId,
      });
      if (res.status !== 201) throw new Error(`POST /api/message: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      return performance.now() - at;
    };
    // Warm-up (JIT, pools, the adapter's subscriptions), not counted: pairs from the far end.
    await inPool([...Array(WARM_UP).keys()], 5, (i) => send(PAIRS - 1 - i));
    await settle(pending, 5000);
    if (pending.size) throw new Error(`warm-up: ${pending.size} messages never arrived`);
    latencies.length = 0;

    const answers = await atSteadyRate(MESSAGES, MESSAGES / SECONDS, send);
    await settle(pending, 10_000);
    const received = latencies.length;
    console.log(`chat: ${received}/${MESSAGES} received, p99 ${percentile(latencies, 99)} ms`);
    return [
      `Measured ${today()} (${machine}): ${ids.length} sockets (${PAIRS} on each of two instances, Redis adapter), ` +
        `${MESSAGES} messages over ${SECONDS} s (${(MESSAGES / SECONDS).toFixed(0)}/s) written through A, ` +
        `received on B; the ${ids.length} sockets connected in ${(connectMs / 1000).toFixed(1)} s.`,
      '',
      '| measure | count | p50 ms | p99 ms | max ms |',
      '|---|---|---|---|---|',
      `| send → \`message:new\` on B | ${received} of ${MESSAGES} | ${percentile(latencies, 50)} | ${percentile(latencies, 99)} | ${percentile(latencies, 100)} |`,
      `| POST /api/message answer | ${answers.length} | ${percentile(answers, 50)} | ${percentile(answers, 99)} | ${percentile(answers, 100)} |`,
      '',
      `Lost: ${pending.size}; pushed to the wrong socket or twice: ${strays}.`,
    ].join('\n');
  } finally {
    for (const s of sockets) s.disconnect();
    await instances.close();
  }
}

async function settle(pending: Map<string, Sent>, timeoutMs: number) {
  const until = performance.now() + timeoutMs;
  while (pending.size && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
}
