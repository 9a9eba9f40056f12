// A PostgreSQL primary and its streaming replica, started by the test that needs them (the machine's
// own server at 127.0.0.1:5432 refuses replication): two clusters made with initdb in a temporary
// folder, the replica a pg_basebackup -R of the primary, both on free ports, both stopped and their
// folder removed by close(). As root every server binary runs as the user postgres (initdb refuses
// root). Lean on purpose: no fsync, small buffers, a few connections.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export type ReplicaPair = {
  primaryUrl: string;
  replicaUrl: string;
  /** One statement on the primary's or the replica's `postgres` database, as the superuser. */
  onPrimary<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  onReplica<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Waits until the replica has replayed everything the primary wrote so far. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
};

const NO_BINARIES =
  "This test starts its own PostgreSQL primary and streaming replica and needs PostgreSQL's server " +
  'binaries (initdb, pg_ctl, pg_basebackup): install the postgresql package (Debian: ' +
  '/usr/lib/postgresql/<version>/bin) or set PG_BIN to the folder that holds them.';

/** The newest /usr/lib/postgresql/<version>/bin with initdb, or PG_BIN. */
function binaries(): string {
  const given = process.env.PG_BIN;
  if (given) {
    if (!fs.existsSync(path.join(given, 'initdb')))
      throw new Error(`${NO_BINARIES} (PG_BIN=${given} has no initdb)`);
    return given;
  }
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const found = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(root, v, 'bin'))
    .find((bin) => ['initdb', 'pg_ctl', 'pg_basebackup'].every((b) => fs.existsSync(path.join(bin, b))));
  if (!found) throw new Error(NO_BINARIES);
  return found;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const asRoot = process.getuid?.() === 0;
/** Runs a server binary, as postgres when we are root. */
async function pgRun(bin: string, tool: string, args: string[]): Promise<void> {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
    : [path.join(bin, tool), args];
  await run(file, argv, { timeout: 60_000 }).catch((err: Error & { stderr?: string }) => {
    throw new Error(`${tool} ${args.join(' ')} failed: ${err.stderr || err.message}`);
  });
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params?: unknown[]) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await c.connect();
  try {
    return (await c.query<T>(sql, params)).rows;
  } finally {
    await c.end();
  }
}

async function until(what: string, ok: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await ok().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts both; on any failure stops what started and removes the folder before throwing. */
export async function startReplicaPair(): Promise<ReplicaPair> {
  const bin = binaries();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'souqna-replica-'));
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    fs.chownSync(base, uid, gid);
  }
  const [primaryDir, replicaDir] = [path.join(base, 'primary'), path.join(base, 'replica')];
  const started: string[] = [];
  const stop = async (dir: string) => pgRun(bin, 'pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
  const close = async () => {
    for (const dir of started.splice(0)) await stop(dir).catch(() => {});
    fs.rmSync(base, { recursive: true, force: true });
  };
  try {
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const url = (port: number, db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`;
    await pgRun(bin, 'initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '-N',
    ]);
    const settings = [
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${base}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'shared_buffers = 16MB',
      'max_connections = 40',
    ];
    const conf = (dir: string, lines: string[]) =>
      fs.appendFileSync(path.join(dir, 'postgresql.conf'), `\n${lines.join('\n')}\n`);
    conf(primaryDir, [...settings, `port = ${primaryPort}`]);
    fs.appendFileSync(path.join(primaryDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
    const start = async (dir: string) => {
      await pgRun(bin, 'pg_ctl', [
        '-D',
        dir,
        '-l',
        path.join(base, `${path.basename(dir)}.log`),
        '-w',
        '-t',
        '30',
        'start',
      ]);
      started.push(dir);
    };
    await start(primaryDir);
    await query(url(primaryPort), 'create database souqna');

    // -R writes standby.signal and the primary's address; the copied settings get the replica's port.
    await pgRun(bin, 'pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    conf(replicaDir, [`port = ${replicaPort}`]);
    await start(replicaDir);
    await until('the replica to stream from the primary', async () => {
      const [row] = await query<{ state: string }>(url(primaryPort), 'select state from pg_stat_replication');
      const [standby] = await query<{ r: boolean }>(url(replicaPort), 'select pg_is_in_recovery() as r');
      return row?.state === 'streaming' && standby?.r === true;
    });
    const pair: ReplicaPair = {
      primaryUrl: url(primaryPort, 'souqna'),
      replicaUrl: url(replicaPort, 'souqna'),
      onPrimary: (sql, params) => query(url(primaryPort), sql, params),
      onReplica: (sql, params) => query(url(replicaPort), sql, params),
      async caughtUp() {
        const [{ lsn }] = (await pair.onPrimary<{ lsn: string }>(
          'select pg_current_wal_lsn()::text as lsn',
        )) as [{ lsn: string }];
        await until('the replica to replay the primary', async () => {
          const [row] = await pair.onReplica<{ done: boolean }>(
            'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
            [lsn],
          );
          return row?.done === true;
        });
      },
      close,
    };
    return pair;
  } catch (err) {
    await close();
    throw err;
  }
}
