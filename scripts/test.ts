// npm test: every test, in order of cost. Static checks, unit, API integration (against
// DATABASE_URL when set, else embedded PGlite), then the browser tests on the built app.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const steps: Array<[name: string, command: string[]]> = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['api', ['npx', 'vitest', 'run', '--project', 'api']],
  ['e2e', ['npm', 'run', 'test:e2e']],
];

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
console.log(`Running the suite against ${mode}${process.env.REDIS_URL ? ' with Redis' : ''}.`);
const results: Array<[string, boolean]> = [];
for (const [name, command] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n━━ ${name}: ${command.join(' ')}`);
  const result = spawnSync(command[0]!, command.slice(1), { cwd: root, stdio: 'inherit', env: process.env });
  results.push([name, result.status === 0]);
  if (result.status !== 0) break;
}
const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
console.log(`\nSteps: ${results.map(([n, ok]) => `${n} ${ok ? 'ok' : 'FAILED'}`).join(', ')}`);
process.exit(failed.length ? 1 : 0);
