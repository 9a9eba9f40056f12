// Logs a person reads (docs/decisions/0038-dates-and-direction.md, "first run"): with LOG_FORMAT
// pretty (development's default) each request is one short line, "12:04:31 GET /en 200 14ms",
// and other entries their time, level and message. Production keeps pino's JSON lines for
// machines. No pino-pretty: a pino destination that reformats each JSON line is enough.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { wasRefused } from './refusals.ts';

type Entry = Record<string, unknown> & { time?: number; level?: number; msg?: string };

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** pino's own fields and Fastify's request context: said by the line's shape, not repeated. */
const QUIET = new Set([
  ...['time', 'level', 'msg', 'pid', 'hostname', 'requestId', 'err'],
  ...['method', 'url', 'statusCode', 'ms', 'req', 'res', 'responseTime'],
]);
/** Files a page or its service worker pulls in by the dozen: a line each would bury the pages. */
const STATIC =
  /^\/(assets|uploads|__manifest)\b|\.(js|css|svg|png|webp|ico|json|woff2?|html|webmanifest)(\?|$)/;
/** A request line stays one line: long addresses (search words, cursors) are cut. */
const URL_MAX = 100;

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

function extras(entry: Entry): string {
  const parts = Object.entries(entry)
    .filter(([key, value]) => !QUIET.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return parts.length ? ` ${parts.join(' ')}` : '';
}

/** One pino entry as a line (or a few, for an error's stack). */
export function formatLogLine(entry: Entry): string {
  const time = clock(entry.time);
  const level = LEVELS[entry.level ?? 30];
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const stack = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  if (entry.msg === 'request') {
    const mark = level ? ` ${level}` : '';
    const url = String(entry.url);
    const shown = url.length > URL_MAX ? `${url.slice(0, URL_MAX - 1)}…` : url;
    return `${time}${mark} ${String(entry.method)} ${shown} ${String(entry.statusCode)} ${String(entry.ms)}ms${stack}`;
  }
  return `${time}${level ? ` ${level}` : ''} ${entry.msg ?? ''}${extras(entry)}${stack}`;
}

/** A pino destination writing formatted lines to `out` (stdout by default). */
export function prettyLogStream(out: { write(text: string): unknown } = process.stdout) {
  return {
    write(line: string) {
      let entry: Entry;
      try {
        entry = JSON.parse(line) as Entry;
      } catch {
        return out.write(line);
      }
      return out.write(`${formatLogLine(entry)}\n`);
    },
  };
}

/**
 * Fastify's request logging as one line per answered request instead of two JSON entries
 * ("incoming request", "request completed"); successful static files are left out.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const statusCode = reply.statusCode;
    if (!error && statusCode < 400 && STATIC.test(request.url)) return;
    if (wasRefused(request.raw)) return;
    const line = { method: request.method, url: request.url, statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else if (statusCode >= 500) reply.log.warn(line, 'request');
    else reply.log.info(line, 'request');
  }
}
