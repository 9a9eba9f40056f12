// bench/results.md holds one "## " section per part; a run rewrites only the sections of the parts
// it ran, so `BENCH_ONLY=chat` keeps the listing figures of the last full run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const file = path.join(import.meta.dirname, 'results.md');

export function writeSection(heading: string, body: string): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const sections = text.split(/^(?=## )/m).filter((s) => s.trim());
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const at = sections.findIndex((s) => s.startsWith(`## ${heading}\n`));
  if (at >= 0) sections[at] = section;
  else sections.push(section);
  writeFileSync(file, sections.map((s) => s.trimEnd() + '\n').join('\n'));
}

/** Nearest-rank percentile of `values` (ms), rounded to 0.1 ms. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return Math.round(sorted[rank - 1]! * 10) / 10;
}

export const today = () => new Date().toISOString().slice(0, 10);

/**
 * How busy the two cores were over the 2 s before a part starts (Linux /proc/stat; else the load
 * average): other work on the machine shows in the tails, so each result says whether it was quiet.
 */
export async function quietNote(): Promise<string> {
  const ticks = () => {
    const [, ...t] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
    return { idle: t[3]! + t[4]!, all: t.reduce((a, b) => a + b, 0) };
  };
  if (!existsSync('/proc/stat')) return `load average ${os.loadavg()[0]!.toFixed(1)}`;
  const a = ticks();
  await new Promise((r) => setTimeout(r, 2000));
  const b = ticks();
  const busy = 100 - (100 * (b.idle - a.idle)) / Math.max(1, b.all - a.all);
  return `CPU ${Math.round(busy)} % busy just before`;
}
