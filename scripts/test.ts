// npm test: every test, in order of cost. Static checks, unit, API integration (against
// DATABASE_URL when set, else embedded PGlite), the browser tests on the built app, then two
// instances behind nginx (only with DATABASE_URL and REDIS_URL: embedded PGlite is one process
// with no Redis, so the step says it did not run rather than pass). `npm test -- unit api` runs a subset.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, NO_BROWSER } from '../tools/browser.ts';
import { ensureNginx, NO_NGINX } from '../tools/nginx.ts';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
const only = process.argv.slice(2);
const vitest = (project: string) => [
  'npx',
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${project}.json`)}`,
];
const steps: Array<[name: string, command: string[]]> = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit', vitest('unit')],
  ['api', vitest('api')],
  ['e2e', ['npm', 'run', 'test:e2e']],
  ['instances', vitest('instances')],
];
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const NOT_SHARED =
  'instances: not run: two instances need DATABASE_URL and REDIS_URL (this run is embedded or has no Redis)';

// The browser tests need a Chromium: found, or installed now where that is possible, before any
// step runs; otherwise stop at once with the one line that says how, not after the other steps.
const runs = (name: string) => !only.length || only.includes(name);
if (runs('e2e') && !ensureChromium()) {
  console.error(NO_BROWSER);
  process.exit(1);
}
if (runs('instances') && shared && !ensureNginx()) {
  console.error(NO_NGINX);
  process.exit(1);
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
console.log(`Running the suite against ${mode}${process.env.REDIS_URL ? ' with Redis' : ''}.`);
const results: Array<[string, boolean | 'not run']> = [];
for (const [name, command] of steps) {
  if (!runs(name)) continue;
  if (name === 'instances' && !shared) {
    console.log(`\n━━ ${NOT_SHARED}`);
    results.push([name, 'not run']);
    continue;
  }
  console.log(`\n━━ ${name}: ${command.join(' ')}`);
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') };
  const result = spawnSync(command[0]!, command.slice(1), { cwd: root, stdio: 'inherit', env });
  results.push([name, result.status === 0]);
  if (result.status !== 0) break;
}

const counts = { passed: 0, failed: 0 };
for (const project of ['unit', 'api', 'instances']) {
  const file = path.join(reports, `${project}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
}
const e2e = path.join(reports, 'e2e.json');
if (existsSync(e2e)) {
  const r = JSON.parse(readFileSync(e2e, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  counts.passed += r.stats.expected + r.stats.flaky;
  counts.failed += r.stats.unexpected;
}
const failedSteps = results.filter(([, ok]) => ok === false).map(([name]) => name);
const shown = (ok: boolean | 'not run') => (ok === 'not run' ? 'NOT RUN' : ok ? 'ok' : 'FAILED');
console.log(`\nSteps: ${results.map(([n, ok]) => `${n} ${shown(ok)}`).join(', ')}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
