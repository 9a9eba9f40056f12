// A concurrency limit that follows measured latency (docs/decisions/0052-adaptive-page-admission.md),
// after Netflix's concurrency-limits "gradient" limiter: while answers take about as long as the
// fastest recent ones, more may run at once; when they take longer, work is queueing for the CPU
// (or the database) and the limit shrinks. A request over the limit waits a few milliseconds in a
// bounded queue for a slot (so the CPU never idles between two renders) and is refused once that
// wait is up, as is one that finds the queue full: refusals stay quick, and a client retrying at
// once is slowed to the wait's pace.

export type AdaptiveLimitOptions = {
  initial: number;
  min: number;
  max: number;
  /** How much slower than the fastest recent answers is still "not queueing" (2 = twice as slow). */
  tolerance: number;
  /** The longest a request waits for a slot before it is refused. */
  queueWaitMs: number;
  /** The most requests waiting at once; the next is refused at once. */
  queueSize: number;
  /** The clock latencies are read from (tests pass their own). */
  now?: () => number;
};

export type Release = () => void;

export type AdaptiveLimit = {
  /** A slot (call the release when the work is done), or null: refused. */
  acquire(): Promise<Release | null> | Release | null;
  readonly limit: number;
  readonly inFlight: number;
  readonly waiting: number;
};

/** How quickly the limit moves toward its new value (per answer). */
const SMOOTHING = 0.2;
/**
 * The baseline (the fastest answer without queueing) is measured again every this many answers:
 * under load every answer queues, so a minimum kept forever could never rise (a bigger page, a
 * colder cache) and one left to drift would drift toward the loaded latency, growing the limit
 * without end. For the measure, the limit drops to its minimum until PROBE_SAMPLES answers that
 * started with at most that many in progress are in (Netflix's Vegas limiter probes the same way).
 */
const PROBE_EVERY = 1000;
const PROBE_SAMPLES = 5;
/** Below a millisecond a latency says nothing about queueing. */
const FLOOR_MS = 1;

export function createAdaptiveLimit(options: AdaptiveLimitOptions): AdaptiveLimit {
  const { min, max, tolerance, queueWaitMs, queueSize, now = () => performance.now() } = options;
  let limit = options.initial;
  let inFlight = 0;
  let baseline = Number.POSITIVE_INFINITY;
  let sinceProbe = 0;
  let probe: { saved: number; samples: number; best: number } | null = null;
  const queue: { grant: (release: Release | null) => void; timer: NodeJS.Timeout }[] = [];

  const sample = (answeredIn: number, startedWith: number) => {
    const ms = Math.max(FLOOR_MS, answeredIn);
    if (probe) {
      if (startedWith > min) return;
      probe.best = Math.min(probe.best, ms);
      if (++probe.samples < PROBE_SAMPLES) return;
      [baseline, limit, probe] = [probe.best, probe.saved, null];
      return;
    }
    baseline = Math.min(baseline, ms);
    const gradient = Math.max(0.5, Math.min(1, (tolerance * baseline) / ms));
    // Grow only when the limit was what held work back: a quiet server proves nothing about more.
    const room = startedWith >= limit / 2 ? Math.sqrt(limit) : 0;
    const next = limit * gradient + room;
    limit = Math.max(min, Math.min(max, limit * (1 - SMOOTHING) + next * SMOOTHING));
    if (++sinceProbe < PROBE_EVERY) return;
    sinceProbe = 0;
    probe = { saved: limit, samples: 0, best: Number.POSITIVE_INFINITY };
    limit = min;
  };

  const slot = (): Release => {
    inFlight++;
    const startedWith = inFlight;
    const started = now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      inFlight--;
      sample(now() - started, startedWith);
      // Whoever waited longest goes next, while the limit allows.
      while (queue.length && inFlight < Math.floor(limit)) {
        const next = queue.shift()!;
        clearTimeout(next.timer);
        next.grant(slot());
      }
    };
  };

  return {
    acquire() {
      if (inFlight < Math.floor(limit) && queue.length === 0) return slot();
      // Refused after the same wait as a queued request: a client that asks again at once (a
      // script, an impatient reload) is held to one try per wait instead of a flood of refusals
      // that would take the CPU from the renders. A timer costs next to nothing.
      if (queue.length >= queueSize)
        return new Promise<null>((resolve) => setTimeout(resolve, queueWaitMs, null));
      return new Promise<Release | null>((resolve) => {
        const entry = {
          grant: resolve,
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(entry), 1);
            resolve(null);
          }, queueWaitMs),
        };
        queue.push(entry);
      });
    },
    get limit() {
      return limit;
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return queue.length;
    },
  };
}
