// The installable app's files, written into the client build after `react-router build` and before
// precompress.ts (docs/decisions/0030-installable-app.md): icons, the two manifests, the two
// offline pages and /sw.js with this build's version and shell.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ICONS, writeIcons } from './pwa/icons.ts';
import { writeManifests } from './pwa/manifests.ts';
import { offlineText, writeOfflinePages } from './pwa/offline-pages.ts';
import { writeServiceWorker } from './pwa/service-worker.ts';

const ROOT = path.resolve(import.meta.dirname, '../build/client');
const ASSETS = path.join(ROOT, 'assets');

type RouteEntry = { module: string; imports?: string[]; css?: string[] };
type Manifest = { url: string; entry: RouteEntry; routes: Record<string, RouteEntry> };

/** React Router's client manifest (assets/manifest-<hash>.js, `window.__reactRouterManifest={…};`). */
function routerManifest(): Manifest {
  const file = readdirSync(ASSETS).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error('No React Router manifest in build/client/assets');
  const text = readFileSync(path.join(ASSETS, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest;
}

/**
 * What every page loads: the router's manifest, the entry, the root route, both languages' messages
 * and the stylesheet (root.tsx links it by address, so the manifest does not list it).
 */
function shellAssets(manifest: Manifest): string[] {
  const files = (r?: RouteEntry) => (r ? [r.module, ...(r.imports ?? []), ...(r.css ?? [])] : []);
  const named = (pattern: RegExp) =>
    readdirSync(ASSETS)
      .filter((f) => pattern.test(f))
      .map((f) => `/assets/${f}`);
  const messages = named(/^(ar|en)-[\w-]+\.json$/);
  const styles = named(/^app-[\w-]+\.css$/);
  return [
    ...new Set([
      manifest.url,
      ...files(manifest.entry),
      ...files(manifest.routes.root),
      ...messages,
      ...styles,
    ]),
  ];
}

await writeIcons(ROOT);
const shell = [
  ...writeOfflinePages(ROOT),
  ...writeManifests(ROOT),
  ...ICONS.map((i) => `/${i.file}`),
  '/favicon.svg',
];
const assets = shellAssets(routerManifest());
// The version changes with any built file's name (hashed) or any shell file's content.
const hash = createHash('sha256');
for (const name of readdirSync(ASSETS).sort()) hash.update(name);
for (const url of shell) hash.update(readFileSync(path.join(ROOT, url)));
const version = hash.digest('hex').slice(0, 12);
await writeServiceWorker(ROOT, {
  version,
  shell,
  assets,
  text: { ar: offlineText('ar'), en: offlineText('en') },
});
console.log(`pwa: sw.js ${version}, ${shell.length} shell files, ${assets.length} shell assets`);
