// The embedded database folder's lock (docs/product/platform.md#the-embedded-database): PGlite does
// not lock its folder, and a second process would silently lose writes. proper-lockfile keeps a
// lock directory fresh while the server lives; a server killed with kill -9 leaves it behind.
import fs from 'node:fs';
import os from 'node:os';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {
  constructor(dir: string) {
    super(
      `Another Souqna server is already using the database folder ${dir}. ` +
        'Stop that server first, or give this one its own folder with DATA_DIR=/some/other/dir, ' +
        'or use PostgreSQL with DATABASE_URL=postgres://…',
    );
    this.name = 'DataDirInUseError';
  }
}

const OPTIONS = { realpath: false, stale: 15_000, update: 5_000, retries: 0, onCompromised: () => {} };
const ownerFile = (dir: string) => `${dir}.owner`;
type Owner = { pid: number; host: string };

/**
 * Locks `dir` for this process and answers the release. A lock whose holder is known to be dead (a
 * process of this host that no longer exists) is taken over at once, so a restart after a crash is
 * not refused for the 15 s the lock takes to go stale; a live holder, or one on another host sharing
 * the folder, is still refused.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await take(dir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError) || !holderIsGone(dir)) throw error;
    // Aged past `stale`: proper-lockfile now treats it as abandoned and takes it over.
    fs.utimesSync(`${dir}.lock`, new Date(0), new Date(0));
    release = await take(dir);
  }
  const me: Owner = { pid: process.pid, host: os.hostname() };
  fs.writeFileSync(ownerFile(dir), JSON.stringify(me));
  return async () => {
    fs.rmSync(ownerFile(dir), { force: true });
    await release();
  };
}

async function take(dir: string) {
  try {
    return await lockfile.lock(dir, OPTIONS);
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirInUseError(dir);
    throw error;
  }
}

/** true only when the recorded holder ran on this host and its process is gone. */
function holderIsGone(dir: string): boolean {
  let owner: Owner;
  try {
    owner = JSON.parse(fs.readFileSync(ownerFile(dir), 'utf8')) as Owner;
  } catch {
    return false; // no record (an older server, or the moment before it wrote one): wait it out
  }
  if (owner.host !== os.hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as { code?: string }).code === 'ESRCH';
  }
}
