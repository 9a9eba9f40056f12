// Requests refused for overload (plugins/overload.ts, plugins/web-admission.ts). They are counted
// by the request metrics, never logged one by one: under a flood a log line each would cost more
// than the refusal itself and take the CPU from the work let in (docs/decisions/0052).
import type { IncomingMessage } from 'node:http';

const refused = new WeakSet<IncomingMessage>();

export const markRefused = (request: IncomingMessage) => void refused.add(request);
export const wasRefused = (request: IncomingMessage) => refused.has(request);
