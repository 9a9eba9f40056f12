// Every static asset is compressed once, at build, as brotli (quality 11) and gzip (level 9) beside
// the original; @fastify/static (plugins/web.ts, preCompressed) sends the best one the browser
// accepts with the right Content-Encoding. Compressing at the highest levels costs seconds here
// and nothing per request (docs/decisions/0029-precompressed-assets.md).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '../build/client');
const TEXT = /\.(js|mjs|css|json|svg|html|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const file of files(ROOT)) {
  if (!TEXT.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const b = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, b);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  raw += body.length;
  br += b.length;
}
console.log(
  `precompressed ${count} assets: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`,
);
