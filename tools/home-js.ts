// The home page's JavaScript weight, as the bench reports it and the browser tests' budget holds it
// (e2e/tests/budget.spec.ts; docs/decisions/0034-render-cost-and-page-weight.md).
import { gzipSync } from 'node:zlib';

/** Every script `/` references (entry, module preloads), fetched and gzipped like a CDN would. */
export async function homeJavaScript(base: string) {
  const html = await (await fetch(`${base}/`)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(m[1]!);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, rawBytes, gzipBytes };
}
