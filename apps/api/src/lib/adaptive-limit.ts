// A concurrency limit that follows measured latency (docs/decisions/0052-adaptive-page-admission.md,
// 0069-admission-sees-the-queue.md), after Netflix's concurrency-limits "gradient" limiter: while
// answers take about as long as the fastest recent ones, more may run at once; when they take
// longer, work is queueing for the CPU (or the database) and the limit shrinks. A request over the
// limit joins a first-come-first-served queue when the wait it can expect there (its place times
// the mean gap between the queue's recent departures) is within a budget; otherwise it is refused after a
// short hold: refusals stay quick, a client retrying at once is slowed to the hold's pace, and the
// requests that are let in wait a bounded time in order instead of racing for the CPU.

export type AdaptiveLimitOptions = {
  initial: number;
  min: number;
  max: number;
  /** How much slower than the fastest recent answers is still "not queueing" (2 = twice as slow). */
  tolerance: number;
  /** How long a refused request is held before its refusal (a client retrying at once waits it). */
  queueWaitMs: number;
  /**
   * The longest wait a request may expect in the queue to join it. A queued request still waiting
   * after twice this is refused (the estimate was wrong): served answers stay within the budget.
   */
  queueBudgetMs: number;
  /** The most requests waiting at once, whatever their expected wait. */
  queueSize: number;
  /** The clock latencies are read from (tests pass their own). */
  now?: () => number;
};

export type Release = () => void;

export type AdaptiveLimit = {
  /** A slot (call the release when the work is done), or null: refused. */
  acquire(): Promise<Release | null> | Release | null;
  /** Renders are waiting, or the next would have to. */
  busy(): boolean;
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
/**
 * The queue's pace is the mean time between its last this many departures: a stall of the loop or
 * the database (one long gap, then a few at once) moves it by its share of the window, where a
 * smoothed wait ÷ place jumped with every request that had waited through it (0069, amendment
 * "the pace of departures").
 */
const DEPARTURES = 32;

export function createAdaptiveLimit(options: AdaptiveLimitOptions): AdaptiveLimit {
  const {
    min,
    max,
    tolerance,
    queueWaitMs,
    queueBudgetMs,
    queueSize,
    now = () => performance.now(),
  } = options;
  let limit = options.initial;
  let inFlight = 0;
  let baseline = Number.POSITIVE_INFINITY;
  let sinceProbe = 0;
  let probe: { saved: number; samples: number; best: number } | null = null;
  // The gaps between the last DEPARTURES departures from the queue (while it held someone), a ring.
  const gaps: number[] = [];
  let gapSum = 0;
  let oldestGap = 0;
  let lastDeparture = Number.NEGATIVE_INFINITY;
  // How long an answer takes, smoothed: before the queue has moved, a place is expected to free
  // every answer ÷ limit (that many run at once), so a first burst is measured against the
  // server's own pace rather than the hold's (docs/decisions/0069, amendment "the first burst").
  let answerMs: number | null = null;
  const gap = (ms: number) => {
    if (gaps.length < DEPARTURES) gaps.push(ms);
    else {
      gapSum -= gaps[oldestGap]!;
      gaps[oldestGap] = ms;
      oldestGap = (oldestGap + 1) % DEPARTURES;
    }
    gapSum += ms;
  };
  /** The gap that ended now for a request that waited since `since`. */
  const gapTo = (since: number) => now() - Math.max(lastDeparture, since);
  type Waiting = {
    grant: (release: Release | null) => void;
    since: number;
    timer: NodeJS.Timeout;
  };
  const queue: Waiting[] = [];

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
      const took = now() - started;
      answerMs = answerMs === null ? took : answerMs * (1 - SMOOTHING) + took * SMOOTHING;
      sample(took, startedWith);
      // Whoever waited longest goes next, while the limit allows.
      while (queue.length && inFlight < Math.floor(limit)) {
        const next = queue.shift()!;
        clearTimeout(next.timer);
        gap(gapTo(next.since));
        lastDeparture = now();
        next.grant(slot());
      }
    };
  };

  const refuse = () => new Promise<null>((resolve) => setTimeout(resolve, queueWaitMs, null));
  // Before the queue has moved once, a place takes an answer's time shared by the slots, or the
  // hold's before any answer.
  const priorPace = () => (answerMs === null ? queueWaitMs : answerMs / Math.max(1, Math.floor(limit)));
  // The gap in progress (someone is waiting and nobody left since) counts once it is longer than
  // the usual: a database gone silent shows in the pace as it lasts, with no departure to measure.
  const pace = () => {
    if (!gaps.length) return priorPace();
    const usual = gapSum / gaps.length;
    const current = queue.length ? gapTo(queue[0]!.since) : 0;
    return current > usual ? (gapSum + current) / (gaps.length + 1) : usual;
  };
  const expectedWait = (place: number) => place * pace();

  const busy = () => queue.length > 0 || inFlight >= Math.floor(limit);

  return {
    busy,
    acquire() {
      if (!busy()) return slot();
      // Refused after a hold: a client that asks again at once (a script, an impatient reload) is
      // held to one try per hold instead of a flood of refusals that would take the CPU from the
      // renders. A timer costs next to nothing.
      if (queue.length >= queueSize || expectedWait(queue.length + 1) > queueBudgetMs) return refuse();
      return new Promise<Release | null>((resolve) => {
        const entry: Waiting = {
          grant: resolve,
          since: now(),
          // Still waiting after twice the budget: the queue slowed down; its wait says by how much.
          timer: setTimeout(() => {
            // Nobody left in all that time: a gap at least this long (no departure is counted).
            gap(gapTo(entry.since));
            queue.splice(queue.indexOf(entry), 1);
            resolve(null);
          }, 2 * queueBudgetMs),
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
