// Overload probe (docs/decisions/0033-overload-health-metrics.md): 200 connections on one path of
// a running server while a lone client asks the health endpoint every 250 ms, as a load balancer
// would. Prints the load's latency percentiles, its share of 503 answers and the health latency.
// With a rate (requests per second for all connections together) the load no longer waits for
// answers: new requests keep coming as they would from many people, the realistic overload.
// npx node bench/overload.ts http://127.0.0.1:3231 [path=/] [seconds=15] [rate=0: as fast as answered]
import autocannon from 'autocannon';

const [base = 'http://127.0.0.1:3000', target = '/', seconds = '15', rate = '0'] = process.argv.slice(2);
const healthPath = '/api/health';

const healthMs: number[] = [];
let probing = true;
const probe = (async () => {
  while (probing) {
    const start = performance.now();
    await fetch(new URL(healthPath, base), { signal: AbortSignal.timeout(15_000) }).catch(() => null);
    healthMs.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 250));
  }
})();

const byStatus: Record<string, number[]> = {};
const options = {
  url: new URL(target, base).toString(),
  connections: 200,
  duration: Number(seconds),
  ...(Number(rate) > 0 ? { overallRate: Number(rate) } : {}),
};
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const run = autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
  run.on('response', (_client, status, _bytes, ms) => (byStatus[status] ??= []).push(ms));
});
probing = false;
await probe;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const total = result.requests.total;
const codes = result.statusCodeStats ?? {};
const unavailable = codes['503']?.count ?? 0;
console.log(
  JSON.stringify(
    {
      target,
      rate: Number(rate) || 'closed loop',
      requests: total,
      rps: result.requests.average,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      statuses: Object.fromEntries(Object.entries(codes).map(([k, v]) => [k, v.count])),
      share503: total ? Number((unavailable / total).toFixed(3)) : 0,
      latencyByStatusMs: Object.fromEntries(
        Object.entries(byStatus).map(([status, ms]) => [
          status,
          { p50: Math.round(pct(ms, 50)), p99: Math.round(pct(ms, 99)), max: Math.round(Math.max(...ms)) },
        ]),
      ),
      errors: result.errors,
      timeouts: result.timeouts,
      healthMs: {
        probes: healthMs.length,
        p50: Math.round(pct(healthMs, 50)),
        p99: Math.round(pct(healthMs, 99)),
        max: Math.round(Math.max(0, ...healthMs)),
      },
    },
    null,
    2,
  ),
);
