// Chat at scale (issue 21, point 5; docs/decisions/0065-chat-at-scale.md): 10,000 signed-in sockets
// held open while messages flow between random pairs at 100 a second, on one instance, then on two
// behind Redis (member 2p on A and 2p+1 on B: every pair spans both). Each case reports the connect
// time, what an idle socket costs the server (its workers' RSS and heap, before and after, per
// socket, from the metrics port), send → `message:new` on the recipient's socket, what was lost, and
// the CPU of the server and of this load client.
import { availableParallelism } from 'node:os';
import type { Socket } from 'socket.io-client';
import { chatter, connectAll, type Talk } from './chat-scale-load.ts';
import { prepareTalkers, type Talkers } from './chat-scale-setup.ts';
import { startInstances } from './instances.ts';
import { ownCpu } from './cpu.ts';
import { benchJwtSecret } from './members.ts';
import { percentile, quietNote, today } from './results.ts';
import { totalFigures, type ServerFigures } from './instance-figures.ts';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 10_000);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_CHAT_SCALE_SECONDS ?? 60);
const TARGET_P99_MS = 100;
const WARM_UP = 50;
const IDLE_MS = 10_000;
// BENCH_CHAT_INSTANCES=1 or 2 runs that case alone.
const CASES = [[1], [2], [1, 2]][Number(process.env.BENCH_CHAT_INSTANCES ?? 3) - 1]!;

type Case = {
  instances: number;
  machine: string;
  connectMs: number;
  before: ServerFigures;
  idle: ServerFigures;
  dropped: number;
  idleCpuPct: number;
  idleClientPct: number;
  talk: Talk;
  serverCpuPct: number;
  cpuMsPerMessage: number;
};

export async function benchChatScale(databaseUrl: string, ports: [number, number]): Promise<string> {
  const secret = benchJwtSecret();
  const talkers = await prepareTalkers(databaseUrl, SOCKETS, secret);
  const cases: Case[] = [];
  for (const n of CASES) cases.push(await runCase(talkers, databaseUrl, secret, ports.slice(0, n)));
  return [
    `Measured ${today()}: ${SOCKETS.toLocaleString('en')} sockets from one load process on the same two cores; ` +
      `${RATE} messages a second for ${SECONDS} s between random pairs (random direction), each written with ` +
      `POST /api/message through its sender's instance and timed to \`message:new\` on the recipient's socket. ` +
      `The machine's ${availableParallelism()} cores are shared out: one instance runs ${availableParallelism()} workers, each of two instances ` +
      `${Math.max(1, Math.floor(availableParallelism() / 2))} (the Redis adapter between all). CPU is a share of one core.`,
    '',
    '| case | machine before | connect | server RSS before → idle | per idle socket: RSS / heap | idle CPU: server / client | dropped |',
    '|---|---|---|---|---|---|---|',
    ...cases.map(socketsRow),
    '',
    '| case | received | lost | failed sends | POST p50 / p99 ms | p50 ms | p95 ms | p99 ms | max ms | p99 ≤ 100 ms | server CPU (per message) | client CPU / loop p99 |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...cases.map(messagesRow),
    '',
    `Pushed to the wrong socket or twice: ${cases.map((c) => c.talk.strays).join(' and ')}; arrived after their ` +
      `send was given up on (no answer in 10 s, or past the 10 s wait): ${cases.map((c) => c.talk.late).join(' and ')}.`,
  ].join('\n');
}

const name = (c: Case) => (c.instances === 1 ? 'one instance' : 'two instances, Redis');
const perSocketKb = (c: Case, k: 'rssMb' | 'heapMb') =>
  (((c.idle[k] - c.before[k]) * 1024) / SOCKETS).toFixed(1);
const pct = (n: number) => `${Math.round(n)} %`;

function socketsRow(c: Case) {
  return (
    `| ${name(c)} | ${c.machine} | ${(c.connectMs / 1000).toFixed(1)} s | ` +
    `${Math.round(c.before.rssMb)} → ${Math.round(c.idle.rssMb)} MB | ` +
    `${perSocketKb(c, 'rssMb')} KB / ${perSocketKb(c, 'heapMb')} KB | ${pct(c.idleCpuPct)} / ${pct(c.idleClientPct)} | ${c.dropped} |`
  );
}

function messagesRow(c: Case) {
  const { latencies: l, answers, lost, failed } = c.talk;
  const failures = [...failed].map(([status, n]) => `${n}×${status || 'no answer'}`).join(', ') || '0';
  const met = percentile(l, 99) <= TARGET_P99_MS && !lost ? 'met' : 'missed';
  return (
    `| ${name(c)} | ${l.length} of ${RATE * SECONDS} | ${lost} | ${failures} | ` +
    `${percentile(answers, 50)} / ${percentile(answers, 99)} | ${percentile(l, 50)} | ${percentile(l, 95)} | ` +
    `${percentile(l, 99)} | ${percentile(l, 100)} | ${met} | ${pct(c.serverCpuPct)} (${c.cpuMsPerMessage.toFixed(1)} ms) | ` +
    `${pct(c.talk.clientCpuPct)} / ${c.talk.clientLagP99Ms.toFixed(0)} ms |`
  );
}

async function runCase(
  talkers: Talkers,
  databaseUrl: string,
  secret: string,
  ports: number[],
): Promise<Case> {
  const metricsPorts = ports.map((p) => p + 100);
  const machine = await quietNote();
  // Each instance in a scheduling group of its own, as on a machine of its own (tools/server.ts),
  // with its share of the cores: two instances of the default two workers would be four processes
  // on this machine's two cores (docs/decisions/0065-chat-at-scale.md#amendment-two-instances-on-one-machine).
  const workers = String(Math.max(1, Math.floor(availableParallelism() / ports.length)));
  const instances = await startInstances(
    ports,
    databaseUrl,
    secret,
    (i) => ({ METRICS_PORT: String(metricsPorts[i]), WEB_CONCURRENCY: workers }),
    { ownSession: true },
  );
  const bases = instances.servers.map((s) => s.base);
  const home = (m: number) => m % ports.length;
  let sockets: Socket[] = [];
  try {
    await sleep(3000); // past the start's own work (workers forking, first queries)
    const before = await totalFigures(metricsPorts);
    const connected = await connectAll(talkers, bases, home);
    sockets = connected.sockets;
    await sleep(5000); // each connection's unseen count read and sent: idle from here
    const idle = await totalFigures(metricsPorts);
    // What the open sockets cost while nothing is said (heartbeats), server and client.
    const [idleT0, idleClient0] = [performance.now(), ownCpu()];
    await sleep(IDLE_MS);
    const idleS = (performance.now() - idleT0) / 1000;
    const idleCpuPct = (100 * ((await totalFigures(metricsPorts)).cpuS - idle.cpuS)) / idleS;
    const idleClientPct = (ownCpu() - idleClient0) / idleS / 10;
    console.log(
      `chat at scale, ${ports.length} instance(s): ${idle.sockets} sockets in ${Math.round(connected.ms)} ms`,
    );
    const talk = chatter(talkers, sockets, bases, home);
    await talk.run(WARM_UP, 25); // JIT, pools, the adapter's subscriptions: not counted
    const [cpu0, t0] = [(await totalFigures(metricsPorts)).cpuS, performance.now()];
    const result = await talk.run(RATE * SECONDS, RATE);
    const runS = (performance.now() - t0) / 1000;
    const runCpuS = (await totalFigures(metricsPorts)).cpuS - cpu0;
    // The server's CPU per message: the run's, less what the idle sockets took meanwhile.
    const cpuMsPerMessage = ((runCpuS - (idleCpuPct / 100) * runS) * 1000) / (RATE * SECONDS);
    const l = result.latencies;
    console.log(`chat at scale: ${l.length} received, lost ${result.lost}, p99 ${percentile(l, 99)} ms`);
    return {
      instances: ports.length,
      connectMs: connected.ms,
      before,
      idle,
      talk: result,
      serverCpuPct: (100 * runCpuS) / runS,
      idleCpuPct,
      idleClientPct,
      cpuMsPerMessage,
      dropped: connected.dropped(),
      machine,
    };
  } finally {
    for (const s of sockets) s.disconnect();
    await instances.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
