import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DataDirInUseError, openDatabase } from './client.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'souqna-lock-'));
const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });

describe('the embedded database folder', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second opener with a clear message, and is free again once closed', async () => {
    const first = await openDatabase(config);
    await first.query('create table t (n int)');
    await first.query('insert into t values (1)');

    const second = openDatabase(config);
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(/already using/);

    await first.close();
    const again = await openDatabase(config);
    // What the first opener wrote survived its clean close.
    expect(await again.query('select n from t')).toEqual([{ n: 1 }]);
    await again.close();
  }, 60_000);

  it('takes over at once a lock left by a server killed with kill -9 (its process is gone)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'souqna-killed-'));
    const killedConfig = loadConfig({ APP_ENV: 'test', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) });
    // A real second process takes the lock as a server would, then dies without releasing it.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { lockDataDir } from ${JSON.stringify(path.resolve(import.meta.dirname, 'data-dir-lock.ts'))};
         await lockDataDir(${JSON.stringify(path.join(dir, 'pglite'))});
         console.log('locked');
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    // Alive: still refused.
    await expect(openDatabase(killedConfig)).rejects.toBeInstanceOf(DataDirInUseError);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const started = performance.now();
    const db = await openDatabase(killedConfig);
    const takeover = performance.now() - started;
    await db.close();
    // "At once": about as long as opening a folder nobody held (PGlite's own start, seconds on a
    // loaded machine), not a wait for a stale lock to time out.
    const fresh = mkdtempSync(path.join(tmpdir(), 'souqna-fresh-'));
    const opened = performance.now();
    await (
      await openDatabase(loadConfig({ APP_ENV: 'test', DATA_DIR: fresh, JWT_SECRET: 'x'.repeat(40) }))
    ).close();
    expect(takeover).toBeLessThan(performance.now() - opened + 3_000);
    rmSync(fresh, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
