// Links into docs/, checked by doc-links.test.ts: code comments name docs by path from the repo
// root (`docs/product/social.md#blocks`), an ADR by its file name (`0031-web-push.md`) or number
// ("decision 0042"); the docs link each other in Markdown. Each must name a file that exists and,
// with an #anchor, a heading of that file as GitHub writes its anchor (or an `<a id>` in it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Link = { from: string; line: number; target: string; anchor: string };

const SKIPPED = new Set(['node_modules', 'build', '.react-router', 'test-results', 'data', '.git']);
const ANCHOR = '(?:#([\\p{L}\\p{M}\\p{N}_-]+))?';
const FROM_ROOT = new RegExp(`(?<![\\w.-])(docs/[\\w./-]*?\\.md)${ANCHOR}`, 'gu');
const ADR_FILE = new RegExp(`(?<![\\w./-])(\\d{4}-[a-z0-9-]+\\.md)${ANCHOR}`, 'gu');
const ADR_NUMBER = /\b(?:ADR|[Dd]ecision) (\d{4})\b/g;
const MARKDOWN = /\]\(([^)\s]+)\)/g;

/**
 * GitHub's anchor for a heading: its text as rendered (link and code text, no markup), lower
 * case, punctuation and symbols dropped (letters of any script, digits, `_` and `-` stay), each
 * space a hyphen: "0021: Phone reveal — contact" → `0021-phone-reveal--contact`.
 */
export function headingAnchor(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The lines of a Markdown file outside fenced code blocks, with their numbers from 1. */
function proseLines(markdown: string): Array<[number, string]> {
  let fenced = false;
  const lines: Array<[number, string]> = [];
  markdown.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    else if (!fenced) lines.push([i + 1, text]);
  });
  return lines;
}

/** Every anchor a Markdown file offers: its headings (a repeated one gets -1, -2…) and `<a id>`s. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const repeats = new Map<string, number>();
  for (const [, text] of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(text);
    if (heading) {
      const anchor = headingAnchor(heading[1]!);
      const seen = repeats.get(anchor) ?? 0;
      repeats.set(anchor, seen + 1);
      anchors.add(seen ? `${anchor}-${seen}` : anchor);
    }
    for (const tag of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(tag[1]!);
  }
  return anchors;
}

/** The links in one file (`from` relative to `root`): Markdown links in a .md file, mentions anywhere. */
export function linksIn(root: string, from: string, text: string): Link[] {
  const links = new Map<string, Link>();
  const add = (line: number, target: string, anchor = '') =>
    links.set(`${line} ${target}#${anchor}`, { from, line, target, anchor });
  const lines: Array<[number, string]> = from.endsWith('.md')
    ? proseLines(text)
    : text.split('\n').map((line, i) => [i + 1, line]);
  for (const [line, content] of lines) {
    for (const m of content.matchAll(FROM_ROOT)) add(line, m[1]!, m[2]);
    for (const m of content.matchAll(ADR_FILE)) add(line, `docs/decisions/${m[1]}`, m[2]);
    for (const m of content.matchAll(ADR_NUMBER)) add(line, `docs/decisions/${m[1]}-*.md`);
    if (!from.endsWith('.md')) continue;
    for (const m of content.replace(/`[^`]*`/g, '').matchAll(MARKDOWN)) {
      const [file = '', anchor] = m[1]!.split('#');
      if (/^[a-z][\w+.-]*:/i.test(file)) continue;
      const target = file ? path.relative(root, path.resolve(root, path.dirname(from), file)) : from;
      add(line, target, anchor);
    }
  }
  return [...links.values()];
}

function filesUnder(root: string, dir: string, wanted: RegExp): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(root, file, wanted);
    return wanted.test(entry.name) ? [file] : [];
  });
}

/** The files whose links are checked: the code of every room, the docs and the README. */
export function linkingFiles(root: string): string[] {
  const code = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'tools'];
  return [
    ...code.flatMap((dir) => filesUnder(root, dir, /\.tsx?$/)),
    ...filesUnder(root, 'docs', /\.md$/),
    'README.md',
  ];
}

/** Every link of the repo that names no file, or no anchor of its file: "file:line: link (why)". */
export function brokenLinks(root: string): string[] {
  const decisions = readdirSync(path.join(root, 'docs/decisions'));
  const anchors = new Map<string, Set<string>>();
  const anchorsAt = (target: string) => {
    if (!anchors.has(target)) anchors.set(target, anchorsOf(readFileSync(path.join(root, target), 'utf8')));
    return anchors.get(target)!;
  };
  const problem = ({ target, anchor }: Link): string | null => {
    const adr = /^docs\/decisions\/(\d{4})-\*\.md$/.exec(target);
    if (adr) return decisions.some((name) => name.startsWith(`${adr[1]}-`)) ? null : 'no such decision';
    if (!existsSync(path.join(root, target))) return 'no such file';
    if (!anchor || !target.endsWith('.md')) return null;
    return anchorsAt(target).has(anchor) ? null : 'no heading gives this anchor';
  };
  return linkingFiles(root).flatMap((from) =>
    linksIn(root, from, readFileSync(path.join(root, from), 'utf8')).flatMap((link) => {
      const why = problem(link);
      const shown = link.anchor ? `${link.target}#${link.anchor}` : link.target;
      return why ? [`${link.from}:${link.line}: ${shown} (${why})`] : [];
    }),
  );
}
