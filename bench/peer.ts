// BENCH_ONLY=peer: our `/` against a minimal Next.js App Router page rendering the same 21 cards
// from our API (bench/next-peer, its own package, installed and built here when missing), both
// server-rendered on every request (our page cache off), under autocannon at 10 and 50
// connections in the same run. Prints the throughput ratio and both HTML sizes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { quietNote, today } from './results.ts';
import { startServer, stopServer, waitForHealth, type Server } from '../tools/server.ts';

const peerDir = path.join(import.meta.dirname, 'next-peer');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

function ensurePeerBuilt() {
  const run = (args: string[]) => {
    const r = spawnSync('npm', args, {
      cwd: peerDir,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed in bench/next-peer`);
  };
  if (!existsSync(path.join(peerDir, 'node_modules/next')))
    run(['install', '--prefix', peerDir, '--no-audit', '--no-fund']);
  if (!existsSync(path.join(peerDir, '.next/BUILD_ID'))) run(['run', 'build']);
}

function startPeer(port: number, api: string): Promise<Server> {
  // Next's own script, not through npx: a signal to npx does not reach the server it started.
  const bin = path.join(peerDir, 'node_modules/next/dist/bin/next');
  const child = spawn(process.execPath, [bin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: peerDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SOUQNA_API: api },
  });
  const kill = () => child.kill('SIGINT');
  process.on('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  const server = { base: `http://127.0.0.1:${port}`, process: child };
  return waitForHealth(server, '/').then(() => server);
}

const htmlBytes = async (url: string) => Buffer.byteLength(await (await fetch(url)).text());

async function reqPerSecond(url: string, connections: number) {
  const r = await autocannon({ url, connections, duration: seconds });
  if (r.non2xx > 0 || r.errors > 0) console.warn(`  ${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

export async function benchPeer(databaseUrl: string, port: number): Promise<string> {
  ensurePeerBuilt();
  // PAGE_CACHE_SECONDS: the guest page cache (when there is one) is off, as the peer has none.
  const ours = await startServer(port, { DATABASE_URL: databaseUrl, PAGE_CACHE_SECONDS: '0' });
  const peer = await startPeer(port + 4, ours.base);
  const rows: string[] = [];
  const ratios: string[] = [];
  try {
    // Warm both (JIT, the countries cache) before measuring.
    for (const base of [ours.base, peer.base])
      await autocannon({ url: `${base}/`, connections: 10, duration: 2 });
    const note = await quietNote();
    for (const connections of [10, 50]) {
      const a = await reqPerSecond(`${ours.base}/`, connections);
      const b = await reqPerSecond(`${peer.base}/`, connections);
      rows.push(`| Souqna \`/\` | ${connections} | ${Math.round(a.rps)} | ${a.p50} | ${a.p99} |`);
      rows.push(`| Next.js peer | ${connections} | ${Math.round(b.rps)} | ${b.p50} | ${b.p99} |`);
      ratios.push(`${(a.rps / b.rps).toFixed(2)}× at ${connections} connections`);
      console.log(rows.slice(-2).join('\n'));
    }
    const [ourHtml, peerHtml] = [await htmlBytes(`${ours.base}/`), await htmlBytes(`${peer.base}/`)];
    return [
      `Measured ${today()} (${note}; ${seconds} s per run, page cache off, both pages rendered on every request from the same API).`,
      '',
      '| page | connections | req/s | p50 ms | p99 ms |',
      '|---|---|---|---|---|',
      ...rows,
      '',
      `Throughput of our \`/\` ÷ the peer's: ${ratios.join(', ')}.`,
      `HTML as sent uncompressed: ours ${(ourHtml / 1024).toFixed(1)} KB, the peer's ${(peerHtml / 1024).toFixed(1)} KB.`,
    ].join('\n');
  } finally {
    await stopServer(peer);
    await stopServer(ours);
  }
}
