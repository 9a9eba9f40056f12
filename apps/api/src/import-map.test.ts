// The API's import map (docs/architecture.md#layers): no import cycle, and no arrow running back up
// the layers but the Deps container's type names. Lint forbids the named arrows (compose/ from
// below, one feature from another); this test sees every file, cycles included, which lint cannot.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = import.meta.dirname;
/** Lowest first. A file may import its own layer and those below it. */
const LAYERS: Record<string, number> = {
  ...Object.fromEntries(['lib', 'db', 'config', 'dev-secret'].map((k) => [k, 0])),
  ...Object.fromEntries(['adapters', 'events', 'jobs'].map((k) => [k, 1])),
  context: 2,
  ...Object.fromEntries(['policies', 'domain', 'plugins'].map((k) => [k, 3])),
  features: 4,
  compose: 5,
  ...Object.fromEntries(
    ['app', 'server', 'cluster', 'metrics-server', 'ready-message', 'start-progress'].map((k) => [k, 6]),
  ),
};
/** Deps names the caches, the view counter and presence it carries (type imports only). */
const ALLOWED_UP = [
  'context.ts -> features/posts/listing/listing-cache.ts',
  'context.ts -> features/posts/views/view-counter.ts',
  'context.ts -> plugins/socket-presence.ts',
];
/** db/schema.ts re-exports its parts, which take users and posts from it: one module, split for size. */
const SCHEMA = /^db\/schema(-[a-z-]+)?\.ts$/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.ts$/.test(e.name) && !/\.test\.ts$|\.d\.ts$/.test(e.name) ? [file] : [];
  });
}

function importMap(): Map<string, string[]> {
  const files = sources(ROOT);
  const known = new Set(files);
  const name = (f: string) => path.relative(ROOT, f).split(path.sep).join('/');
  const specifiers = /(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;
  return new Map(
    files.map((f) => {
      const targets = [...fs.readFileSync(f, 'utf8').matchAll(specifiers)]
        .map((m) => path.resolve(path.dirname(f), m[1] ?? m[2]!))
        .filter((t) => known.has(t));
      return [name(f), targets.map(name)];
    }),
  );
}

const layerOf = (file: string) => {
  const top = file
    .split('/')[0]!
    .replace(/\.ts$/, '')
    .replace(/^config-[a-z]+$/, 'config');
  if (!(top in LAYERS)) throw new Error(`${file}: no layer for ${top} (add it to LAYERS)`);
  return LAYERS[top]!;
};

/** Strongly connected components of more than one file (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) visit(w);
      if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, low.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = stack.splice(stack.indexOf(v));
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the import map of apps/api/src', () => {
  const graph = importMap();

  it('has no cycle (the schema split aside)', () => {
    expect(cycles(graph).filter((c) => !c.every((f) => SCHEMA.test(f)))).toEqual([]);
  });

  it('has no arrow running back up the layers but the Deps container type names', () => {
    const up = [...graph].flatMap(([from, targets]) =>
      targets.filter((to) => layerOf(to) > layerOf(from)).map((to) => `${from} -> ${to}`),
    );
    expect(up.sort()).toEqual(ALLOWED_UP);
  });

  it('sees the files it judges', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('compose/routes.ts')).toContain('features/posts/posts.routes.ts');
  });
});
