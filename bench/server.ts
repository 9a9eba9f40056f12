// The built product as a child process (node scripts/start.ts), as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export type Server = { base: string; process: ChildProcess };

/** Starts an instance on `port` and resolves once /api/health answers. */
export async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  // BENCH_LOG_DIR keeps each instance's request log (with response times) to look into a slow run.
  const logDir = process.env.BENCH_LOG_DIR;
  const out = logDir ? openSync(path.join(logDir, `server-${port}.log`), 'w') : 'ignore';
  const child = spawn('node', ['scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', out, 'inherit'],
    env: { ...process.env, LOG_LEVEL: logDir ? 'info' : 'warn', ...env, PORT: String(port) },
  });
  if (typeof out === 'number') closeSync(out);
  // A bench that throws or is interrupted must not leave a server holding the port.
  const kill = () => child.kill('SIGINT');
  process.on('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  const server = { base: `http://127.0.0.1:${port}`, process: child };
  await waitForHealth(server);
  return server;
}

export function stopServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) return resolve();
    server.process.once('exit', () => resolve());
    server.process.kill('SIGINT');
  });
}

/** Resolves once `probe` answers 2xx on the server (it may take a while to start). */
export async function waitForHealth(server: Server, probe = '/api/health') {
  for (let i = 0; i < 300; i++) {
    if (server.process.exitCode !== null) throw new Error(`the server on ${server.base} exited`);
    const ok = await fetch(`${server.base}${probe}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the server on ${server.base} did not come up`);
}
