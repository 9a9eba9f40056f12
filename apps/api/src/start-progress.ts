// What a first start is doing while the person who ran `npm start` waits (README "Quick start"):
// one line per step, and the demo pictures counted as they are drawn, so a start of a minute or
// two is never silent. Said where the ready message is (ready-message.ts): not in production, nor
// below LOG_LEVEL info.
import type { Config } from './config.ts';
import { shouldSayReady } from './ready-message.ts';

/** A count is said again at most this often (and at its end). */
const EVERY_MS = 2_000;

export type StartProgress = {
  step(what: string): void;
  /** `done` of `total` of something long (the pictures); said every few seconds. */
  count(what: string, done: number, total: number): void;
};

export function startProgress(
  config: Pick<Config, 'appEnv' | 'logLevel'>,
  write: (line: string) => unknown = (line) => process.stdout.write(`${line}\n`),
): StartProgress {
  const say = shouldSayReady(config) ? write : () => {};
  const started = performance.now();
  const at = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s`;
  let saidAt = Number.NEGATIVE_INFINITY;
  return {
    step: (what) => say(`  ${at()}  ${what}`),
    count(what, done, total) {
      const now = performance.now();
      if (done < total && now - saidAt < EVERY_MS) return;
      saidAt = now;
      say(`  ${at()}  ${what}: ${done} of ${total}`);
    },
  };
}
