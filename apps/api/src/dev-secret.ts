// Development keeps sessions across restarts without asking a newcomer to invent a secret: the
// start-up (server.ts, db scripts) reads or creates DATA_DIR/jwt-secret, so loadConfig stays pure.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDirOf } from './config.ts';

type Env = Record<string, string | undefined>;

/** The environment with JWT_SECRET filled in from DATA_DIR/jwt-secret when unset outside production. */
export function withDevSecret(env: Env = process.env): Env {
  // Production must be given its secret: loadConfig reports it missing.
  if (env.JWT_SECRET || env.APP_ENV === 'production') return env;
  const dataDir = dataDirOf(env.DATA_DIR);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx': two processes starting at once keep the first one's secret.
    try {
      fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return { ...env, JWT_SECRET: fs.readFileSync(file, 'utf8').trim() };
}
