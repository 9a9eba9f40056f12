// The chat-at-scale part's load client (chat-scale.ts): thousands of signed-in sockets from this one
// process, and messages between random pairs at a steady rate, each written with POST /api/message
// through its sender's instance and timed until `message:new` reaches the recipient's socket. The
// message carries its clientId, which keys the send time; this process's CPU and event-loop delay
// are kept, to tell a slow server from a saturated client.
import { randomInt, randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '@souqna/contracts';
import { bearer } from './members.ts';
import { ownCpu } from './cpu.ts';
import { atSteadyRate, inPool } from './pool.ts';
import { connect } from './sockets.ts';
import type { Talkers } from './chat-scale-setup.ts';

type Sent = { at: number; recipient: number };
export type Talk = {
  latencies: number[];
  /** POST /api/message's answer times (201 only). */
  answers: number[];
  lost: number;
  strays: number;
  /** Messages whose send was given up on (no answer in 10 s) that were written and arrived all the same. */
  late: number;
  failed: Map<number, number>;
  clientCpuPct: number;
  clientLagP99Ms: number;
};

/** Member m's socket, on `bases[home(m)]`, `width` handshakes at a time; connected in `ms`. */
export async function connectAll(talkers: Talkers, bases: string[], home: (m: number) => number, width = 50) {
  const started = performance.now();
  const sockets: Socket[] = await inPool(talkers.tokens, width, (token, m) =>
    connect(bases[home(m)]!, token, false),
  );
  let dropped = 0;
  for (const s of sockets)
    s.on('disconnect', (reason) => void (reason !== 'io client disconnect' && dropped++));
  return { sockets, ms: performance.now() - started, dropped: () => dropped };
}

export function chatter(talkers: Talkers, sockets: Socket[], bases: string[], home: (m: number) => number) {
  const pending = new Map<string, Sent>();
  const latencies: number[] = [];
  const answers: number[] = [];
  const failed = new Map<number, number>();
  // Sends given up on (refused, or unanswered in 10 s): one that was written after all may still arrive.
  const abandoned = new Set<string>();
  let strays = 0;
  let late = 0;
  sockets.forEach((socket, m) =>
    socket.on(SOCKET_EVENTS.messageNew, (msg: { clientId: string; senderId: string }) => {
      if (msg.senderId === talkers.ids[m]) return; // the sender's own copy
      const sent = pending.get(msg.clientId);
      if (!sent && abandoned.delete(msg.clientId)) return void late++;
      if (!sent || sent.recipient !== m) return void strays++;
      pending.delete(msg.clientId);
      latencies.push(performance.now() - sent.at);
    }),
  );
  const send = async (i: number) => {
    const p = randomInt(talkers.rooms.length);
    const [sender, recipient] = randomInt(2) ? [2 * p, 2 * p + 1] : [2 * p + 1, 2 * p];
    const clientId = randomUUID();
    const at = performance.now();
    pending.set(clientId, { at, recipient });
    const res = await fetch(`${bases[home(sender)]}/api/message`, {
      method: 'POST',
      headers: { ...bearer(talkers.tokens[sender]!), 'content-type': 'application/json' },
      body: JSON.stringify({ roomId: talkers.rooms[p], body: `مرحبا، رسالة ${i}`, clientId }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    await res?.arrayBuffer();
    if (res?.status === 201) return void answers.push(performance.now() - at);
    pending.delete(clientId);
    abandoned.add(clientId);
    failed.set(res?.status ?? 0, (failed.get(res?.status ?? 0) ?? 0) + 1);
  };
  const settle = async (timeoutMs: number) => {
    const until = performance.now() + timeoutMs;
    while (pending.size && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
  };
  return {
    /** `count` messages at `perSecond`, then up to 10 s for the last to arrive. */
    async run(count: number, perSecond: number): Promise<Talk> {
      latencies.length = 0;
      answers.length = 0;
      strays = 0;
      late = 0;
      failed.clear();
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      const [cpu0, t0] = [ownCpu(), performance.now()];
      await atSteadyRate(count, perSecond, send);
      const clientCpuPct = (100 * (ownCpu() - cpu0)) / (performance.now() - t0);
      lag.disable();
      await settle(10_000);
      const lost = pending.size;
      for (const clientId of pending.keys()) abandoned.add(clientId);
      pending.clear();
      return {
        latencies: [...latencies],
        answers: [...answers],
        lost,
        strays,
        late,
        failed: new Map(failed),
        clientCpuPct,
        clientLagP99Ms: lag.percentile(99) / 1e6,
      };
    },
  };
}
