import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/sw',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/contracts/src',
];

function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newest(path.join(target, name))),
    stat.mtimeMs,
  );
}

/** Builds the web app when its build is missing or older than its sources. */
export function ensureWebBuild(): void {
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (builtAt >= changedAt) return;
  console.log(
    builtAt ? 'The web app changed since its last build: building…' : 'Building the web app (first start)…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web build failed.');
    process.exit(result.status ?? 1);
  }
}
