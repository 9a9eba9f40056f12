// The built product as a child process (node scripts/start.ts), as `npm start` runs it: the
// benchmarks' servers and the two-instance test's (e2e/instances/stack.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export type Server = { base: string; process: ChildProcess };
/**
 * `ownSession`: the instance runs in a session of its own, which Linux schedules as a group of its
 * own (autogroup): it gets the CPU share a server on a machine of its own would get among the
 * machine's other work, instead of sharing one with the load client that started it
 * (docs/decisions/0065-chat-at-scale.md).
 */
export type LaunchOptions = { ownSession?: boolean };

/** Starts an instance on `port` and resolves once /api/health answers. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  options: LaunchOptions = {},
): Promise<Server> {
  const server = launchServer(port, env, options);
  await waitForHealth(server);
  return server;
}

/** Starts an instance on `port` without waiting for it (several may start at once: waitForHealth). */
export function launchServer(port: number, env: Record<string, string>, options: LaunchOptions = {}): Server {
  // BENCH_LOG_DIR keeps each instance's request log (with response times) to look into a slow run.
  const logDir = process.env.BENCH_LOG_DIR;
  const out = logDir ? openSync(path.join(logDir, `server-${port}.log`), 'w') : 'ignore';
  const child = spawn('node', ['scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', out, 'inherit'],
    env: { ...process.env, LOG_LEVEL: logDir ? 'info' : 'warn', ...env, PORT: String(port) },
    detached: options.ownSession === true,
  });
  if (typeof out === 'number') closeSync(out);
  // A bench that throws or is interrupted must not leave a server holding the port.
  const kill = () => child.kill('SIGINT');
  process.on('exit', kill);
  // Ctrl-C reaches only the terminal's session: one of its own is stopped from here.
  const interrupted = () => process.exit(130);
  if (options.ownSession)
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, interrupted);
  child.once('exit', () => {
    process.off('exit', kill);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.off(signal, interrupted);
  });
  return { base: `http://127.0.0.1:${port}`, process: child };
}

export function stopServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) return resolve();
    server.process.once('exit', () => resolve());
    server.process.kill('SIGINT');
  });
}

/**
 * Resolves once `probe` answers 2xx on the server (it may take minutes to start: a first start
 * draws the demo pictures). Asked every 100 ms: a start of two seconds is not rounded up to three.
 */
export async function waitForHealth(server: Server, probe = '/api/health') {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null || server.process.signalCode !== null)
      throw new Error(`the server on ${server.base} exited`);
    const ok = await fetch(`${server.base}${probe}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server on ${server.base} did not come up`);
}
