// npm run lighthouse: Lighthouse (mobile, simulated throttling) on the built product with demo
// data: `/`, `/en`, a category, Cars for sale, a profile, five demo ads at random and /auth/login, each run LIGHTHOUSE_RUNS times (default 3), the
// median kept. Prints the four scores, the web vitals and the load average per page, writes
// bench/lighthouse.json and exits 1 when a target of docs/decisions/0034-render-cost-and-page-weight.md
// is missed (performance under 95 on any indexable page included; issue 21, decisions 0066, 0073).
// Database: DATABASE_URL when set, else an embedded one in a temporary folder.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, ensureChromium, NO_BROWSER } from '../tools/browser.ts';
import { startServer, stopServer } from '../tools/server.ts';
import { median, missedTargets, type PageResult } from './lighthouse-targets.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** A port nobody listens on now (LIGHTHOUSE_PORT when set). */
async function freePort(): Promise<number> {
  if (process.env.LIGHTHOUSE_PORT) return Number(process.env.LIGHTHOUSE_PORT);
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const env: Record<string, string> = { APP_ENV: 'development' };
if (!process.env.DATABASE_URL) env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'souqna-lighthouse-'));
const server = await startServer(await freePort(), env);
// Issue 21's pages: both homes, a category and the cars category, a seller's profile, and five demo ads picked at random
// (from the first 100 listed: every kind of ad, with and without gallery), named in the output.
const read = async <T>(p: string) => (await (await fetch(`${server.base}${p}`)).json()) as T;
const cards = await read<{ items: { _id: string; userId: string; categoryId: string }[] }>(
  '/api/post/cursor?limit=100',
);
if (cards.items.length < 5) throw new Error('not enough demo ads to audit');
const picked = [...cards.items].sort(() => Math.random() - 0.5).slice(0, 5);
const pages: { name: string; path: string; indexable: boolean }[] = [
  { name: 'home (ar)', path: '/', indexable: true },
  { name: 'home (en)', path: '/en', indexable: true },
  { name: 'category', path: `/posts/category/${picked[0]!.categoryId}`, indexable: true },
  // The heaviest category page: the makes, and a make's models in its filter (decision 0073).
  { name: 'cars', path: '/posts/category/cars-for-sale', indexable: true },
  { name: 'profile', path: `/profile/${picked[0]!.userId}`, indexable: true },
  ...picked.map((c, i) => ({ name: `ad ${i + 1}`, path: `/posts/${c._id}`, indexable: true })),
  // robots.txt keeps crawlers out of /auth (nothing to find there): SEO is reported, not held to 100.
  { name: 'sign-in', path: '/auth/login', indexable: false },
];

// CHROME_PATH, else the browser tests' Chromium (installed from Debian when missing and allowed).
const chromePath = process.env.CHROME_PATH ?? ensureChromium();
if (!chromePath) throw new Error(NO_BROWSER);
const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
const results: PageResult[] = [];
try {
  for (const page of pages) {
    const runs: PageResult[] = [];
    let failures = 0;
    while (runs.length < RUNS) {
      const i = runs.length;
      const load = loadavg()[0]!;
      const answer = await lighthouse(`${server.base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = answer!.lhr;
      // A run whose trace Lighthouse could not read (NO_NAVSTART: 5 of 79 runs on the busy machine
      // of 2026-11-29) scores 0 without measuring anything: it is run again, not taken as the
      // slowest of three (docs/decisions/0070-profile-largest-paint.md).
      if (lhr.runtimeError && failures++ < 3) {
        console.error(`${page.name}: run ${i + 1} failed (${lhr.runtimeError.code}), run again`);
        continue;
      }
      // LIGHTHOUSE_REPORTS=<folder>: each run's whole report, to see why a figure is what it is.
      const keep = process.env.LIGHTHOUSE_REPORTS;
      if (keep)
        writeFileSync(
          path.join(keep, `${page.name.replace(/\W+/g, '-')}-${i + 1}.json`),
          answer!.report as string,
        );
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const failed = Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]!))
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id);
      runs.push({
        ...page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: ms('largest-contentful-paint'),
        fcp: ms('first-contentful-paint'),
        tbt: ms('total-blocking-time'),
        cls: ms('cumulative-layout-shift'),
        si: ms('speed-index'),
        load,
        failed: [...new Set(failed)],
      });
    }
    results.push(median(runs));
  }
} finally {
  chrome.kill();
  await stopServer(server);
}

const line = (r: PageResult) =>
  `${r.name.padEnd(10)} ${r.path.padEnd(48)} perf ${r.performance} · a11y ${r.accessibility} · best ${r.bestPractices} · SEO ${r.seo}` +
  ` | LCP ${(r.lcp / 1000).toFixed(2)} s · FCP ${(r.fcp / 1000).toFixed(2)} s · TBT ${Math.round(r.tbt)} ms · CLS ${r.cls.toFixed(3)} · SI ${(r.si / 1000).toFixed(2)} s` +
  ` | load ${r.load.toFixed(2)}`;
console.log(`Lighthouse ${RUNS}× per page (median by performance score), mobile, simulated throttling`);
for (const r of results) {
  console.log(line(r));
  if (r.failed.length) console.log(`           audits below 1: ${r.failed.join(', ')}`);
}
writeFileSync(
  path.join(import.meta.dirname, 'lighthouse.json'),
  JSON.stringify({ measured: new Date().toISOString(), runs: RUNS, pages: results }, null, 2) + '\n',
);
const missed = missedTargets(results);
for (const m of missed) console.error(`target missed: ${m}`);
process.exit(missed.length ? 1 : 0);
