// An instance's own figures, read from its metrics port (METRICS_PORT: plugins/metrics.ts; with
// cluster workers the primary sums them): memory, CPU and sockets, for the chat-at-scale part.

export type ServerFigures = {
  rssMb: number;
  heapMb: number;
  cpuS: number;
  sockets: number;
  lagP99Ms: number;
};

const METRICS = {
  rssMb: 'process_resident_memory_bytes',
  heapMb: 'nodejs_heap_size_used_bytes',
  cpuS: 'process_cpu_seconds_total',
  sockets: 'souqna_sockets_connected',
  lagP99Ms: 'nodejs_eventloop_lag_p99_seconds',
} as const;

/** The instance's figures now (summed over its workers; the lag as the primary aggregates it). */
export async function serverFigures(metricsPort: number): Promise<ServerFigures> {
  const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  const value = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
    if (!line) throw new Error(`metric ${name} missing`);
    return Number(line.split(' ').at(-1));
  };
  const mb = (bytes: number) => bytes / 2 ** 20;
  return {
    rssMb: mb(value(METRICS.rssMb)),
    heapMb: mb(value(METRICS.heapMb)),
    cpuS: value(METRICS.cpuS),
    sockets: value(METRICS.sockets),
    lagP99Ms: value(METRICS.lagP99Ms) * 1000,
  };
}

/** Several instances' figures, added up (the lag: the worst instance's). */
export async function totalFigures(metricsPorts: number[]): Promise<ServerFigures> {
  const all = await Promise.all(metricsPorts.map(serverFigures));
  const sum = (k: keyof ServerFigures) => all.reduce((s, f) => s + f[k], 0);
  return {
    rssMb: sum('rssMb'),
    heapMb: sum('heapMb'),
    cpuS: sum('cpuS'),
    sockets: sum('sockets'),
    lagP99Ms: Math.max(...all.map((f) => f.lagP99Ms)),
  };
}
