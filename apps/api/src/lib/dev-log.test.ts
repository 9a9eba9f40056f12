import { describe, expect, it } from 'vitest';
import { formatLogLine, OneLineRequestLog, prettyLogStream } from './dev-log.ts';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { markRefused } from './refusals.ts';

const at = new Date(2026, 2, 15, 12, 4, 31).getTime();

describe('the development log', () => {
  it('writes a request as one short line', () => {
    const entry = {
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      requestId: 'r',
      method: 'GET',
      url: '/en',
      statusCode: 200,
      ms: 14,
      msg: 'request',
    };
    expect(formatLogLine(entry)).toBe('12:04:31 GET /en 200 14ms');
    expect(formatLogLine({ ...entry, level: 40, statusCode: 503 })).toBe('12:04:31 WARN GET /en 503 14ms');
    const long = formatLogLine({ ...entry, url: `/?search=${'x'.repeat(200)}` });
    expect(long).toMatch(/^12:04:31 GET \/\?search=x+… 200 14ms$/);
    expect(long.length).toBeLessThan(130);
  });

  it('writes other entries as time, level, message and their own fields', () => {
    expect(
      formatLogLine({ level: 30, time: at, pid: 1, msg: 'Server listening at http://127.0.0.1:3000' }),
    ).toBe('12:04:31 Server listening at http://127.0.0.1:3000');
    expect(formatLogLine({ level: 40, time: at, msg: 'web push is off', workers: 2 })).toBe(
      '12:04:31 WARN web push is off workers=2',
    );
    const err = { message: 'boom', stack: 'Error: boom\n    at x' };
    expect(formatLogLine({ level: 50, time: at, msg: 'failed', err })).toBe(
      '12:04:31 ERROR failed\nError: boom\n    at x',
    );
  });

  it('reformats pino JSON lines and passes anything else through', () => {
    const out: string[] = [];
    const stream = prettyLogStream({ write: (text) => out.push(text) });
    stream.write(`${JSON.stringify({ level: 30, time: at, msg: 'hello' })}\n`);
    stream.write('not json\n');
    expect(out).toEqual(['12:04:31 hello\n', 'not json\n']);
  });
});

describe('OneLineRequestLog', () => {
  const complete = (statusCode: number, refused: boolean) => {
    const lines: unknown[] = [];
    const log = { info: (l: unknown) => lines.push(l), warn: (l: unknown) => lines.push(l), error: () => {} };
    const raw = new IncomingMessage(new Socket());
    if (refused) markRefused(raw);
    const request = {
      raw,
      url: '/',
      method: 'GET',
      routeOptions: { config: {} },
      log,
    } as unknown as FastifyRequest;
    const reply = { statusCode, elapsedTime: 3, log, request } as unknown as FastifyReply;
    new OneLineRequestLog({ requestIdLogLabel: 'requestId' }).requestCompleted(null, request, reply);
    return lines;
  };

  it('leaves out requests refused for overload, not other 503s', () => {
    expect(complete(503, true)).toEqual([]);
    expect(complete(503, false)).toEqual([{ method: 'GET', url: '/', statusCode: 503, ms: 3 }]);
  });
});
