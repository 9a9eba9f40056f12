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
});
