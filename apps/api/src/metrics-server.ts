// GET /metrics on a port of its own (METRICS_PORT), never behind the public load balancer: what
// the metrics reveal (routes, load, pool sizes) is for the operator's Prometheus only
// (docs/decisions/0033-overload-health-metrics.md). With cluster workers the primary serves the
// sum of every worker's registry (prom-client's AggregatorRegistry).
import http from 'node:http';

export type MetricsSource = { contentType: string; metrics(): Promise<string> };

export function serveMetrics(
  source: MetricsSource,
  { port, host }: { port: number; host: string },
  log: { error(obj: unknown, msg: string): void },
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    source.metrics().then(
      (body) => res.writeHead(200, { 'content-type': source.contentType }).end(body),
      (err: unknown) => {
        log.error({ err }, 'metrics failed');
        res.writeHead(500).end();
      },
    );
  });
  // A scrape is one request every few seconds: a slow one is not allowed to hold sockets open.
  server.requestTimeout = 10_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
