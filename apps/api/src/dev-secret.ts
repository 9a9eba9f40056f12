// Development keeps sessions across restarts without asking a newcomer to invent a secret: the
// start-up (server.ts, db scripts) reads or creates DATA_DIR/jwt-secret, so loadConfig stays pure.
// The web push key pair is kept the same way (DATA_DIR/vapid-keys.json): browsers subscribed with
// the public key, so a new pair at every start would silently end every subscription.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { dataDirOf } from './config.ts';

type Env = Record<string, string | undefined>;

/** The file's content, created by `make` if it does not exist yet (owner-only). */
function kept(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // 'wx': two processes starting at once keep the first one's value.
    try {
      fs.writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The environment with JWT_SECRET (DATA_DIR/jwt-secret) and the VAPID pair
 * (DATA_DIR/vapid-keys.json) filled in when unset outside production.
 */
export function withDevSecret(env: Env = process.env): Env {
  // Production must be given its secret (loadConfig reports it missing) and its keys (or sends no push).
  if (env.APP_ENV === 'production') return env;
  const dataDir = dataDirOf(env.DATA_DIR);
  const filled = { ...env };
  filled.JWT_SECRET ||= kept(dataDir, 'jwt-secret', () => crypto.randomBytes(48).toString('base64url'));
  if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
    const keys = JSON.parse(
      kept(dataDir, 'vapid-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys())),
    ) as { publicKey: string; privateKey: string };
    filled.VAPID_PUBLIC_KEY = keys.publicKey;
    filled.VAPID_PRIVATE_KEY = keys.privateKey;
  }
  return filled;
}
