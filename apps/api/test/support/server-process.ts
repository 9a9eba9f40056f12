// The API as a real process (support/api-server.ts) for tests that kill or restart it: started with
// this Node (24, which runs .ts as is), on a free port, with only the environment it is given.
// Every process started here is killed by killAll(), which a test calls in afterAll even on failure.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TEST_JWT_SECRET } from '../harness.ts';

const ENTRY = path.join(import.meta.dirname, 'api-server.ts');
// A fresh embedded database migrates and seeds before listening: tens of seconds on a loaded 2-core machine.
const STARTUP_LIMIT_MS = 60_000;

export type ServerProcess = {
  url: string;
  pid: number;
  /** SIGKILL, as `kill -9`: no close hook runs. Answers at once; `exited` resolves when it is gone. */
  kill9(): void;
  /** Resolves once no job is waiting or running in the queues this server works (60 s at most). */
  jobsIdle(): Promise<void>;
  /** SIGTERM, the graceful stop (close-with-grace), then waits for the exit. */
  stop(): Promise<void>;
  exited: Promise<void>;
};

/** Why a server did not start: `errorName` is the name of the error it died of (`DataDirInUseError`). */
export class ServerStartError extends Error {
  readonly errorName: string | undefined;
  readonly output: string;
  constructor(message: string, errorName: string | undefined, output: string) {
    super(message);
    this.name = 'ServerStartError';
    this.errorName = errorName;
    this.output = output;
  }
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const running = new Set<ChildProcess>();

/** Kills (SIGKILL) every server process still running and waits until each is gone. */
export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          if (!child.kill('SIGKILL')) resolve();
        }),
    ),
  );
}

/**
 * Starts the server with `env` (DATA_DIR, and DATABASE_URL for PostgreSQL) and answers once it
 * listens; a server that exits or hangs first is a ServerStartError carrying what it printed.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // Nothing inherited but what Node needs: the test run's own DATABASE_URL or REDIS_URL must not leak in.
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      APP_ENV: 'test',
      LOG_LEVEL: 'error',
      JWT_SECRET: TEST_JWT_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    // The IPC channel is only a lifeline: the server exits when this process goes (api-server.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let listening = false;
    const fail = (why: string) => {
      if (listening) return;
      child.kill('SIGKILL');
      const errorName = /^(\w+Error)\b/m.exec(output)?.[1];
      reject(new ServerStartError(`server ${why}:\n${output.slice(-2000)}`, errorName, output));
    };
    const timer = setTimeout(() => fail(`did not listen within ${STARTUP_LIMIT_MS} ms`), STARTUP_LIMIT_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^listening (\S+)$/m.exec(output);
      if (line && !listening) {
        listening = true;
        clearTimeout(timer);
        resolve(line[1]!);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(`exited (${signal ?? code}) before listening`);
    });
  });
  return {
    url,
    pid: child.pid!,
    kill9: () => void child.kill('SIGKILL'),
    jobsIdle: () =>
      new Promise<void>((resolve, reject) => {
        child.once('message', (answer) =>
          answer === 'jobs-idle' ? resolve() : reject(new Error(String(answer))),
        );
        child.send('jobs-idle?');
      }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
    exited,
  };
}
