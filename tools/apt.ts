// Debian's package of a program the suite needs (Chromium: browser.ts, nginx: nginx.ts), installed
// when none is found and this process may: root, with apt-get.
import { spawnSync } from 'node:child_process';

/** apt-get update, then install `pkg`; false when this process may not, or either step fails. */
export function aptInstall(pkg: string, name: string, log: (line: string) => void): boolean {
  const root = process.getuid?.() === 0;
  if (!root || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) return false;
  log(`No ${name} found: installing Debian's ${pkg} package (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env }).status === 0;
}
