// Real socket.io clients for API tests: connect to a listening test app, wait for an event, close
// every client at the end. One place for what the socket tests repeat. Every payload a test waits
// for is checked against the contracts' event table (contracts/socket-events.ts).
import { afterAll, beforeAll } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_EVENTS,
  SOCKET_PATH,
  socketEvents,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketEventName,
  type SocketPayload,
} from '@souqna/contracts';
import { buildTestApp, type TestApp } from '../harness.ts';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function socketClients() {
  const open: TestSocket[] = [];
  return {
    /**
     * A connected client of `url` with `token` (none: a guest), or the connection's error. It
     * resolves once the server has sent the starting unseen count that every new socket gets, so a
     * test's next event is never that one.
     */
    connect(url: string, token?: string): Promise<TestSocket> {
      const socket: TestSocket = io(url, {
        path: SOCKET_PATH,
        auth: token ? { token } : {},
        transports: ['websocket'],
      });
      open.push(socket);
      return new Promise((resolve, reject) => {
        socket.once(SOCKET_EVENTS.unseenCount, () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    closeAll: () => open.forEach((s) => s.close()),
  };
}

/**
 * A socket test file's app: built and listening on a free port before the file's tests, closed
 * after them with every client `connect` opened. Used as the TestApp it stands for.
 */
export function socketTestApp(): TestApp & { url: string; connect(token?: string): Promise<TestSocket> } {
  const clients = socketClients();
  let t: TestApp | undefined;
  let url = '';
  beforeAll(async () => {
    t = await buildTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    clients.closeAll();
    await t?.close();
  });
  const built = () => {
    if (!t) throw new Error('socketTestApp() is built in beforeAll');
    return t;
  };
  return {
    get app() {
      return built().app;
    },
    get db() {
      return built().db;
    },
    get config() {
      return built().config;
    },
    get events() {
      return built().events;
    },
    close: () => built().close(),
    get url() {
      return url;
    },
    connect: (token) => clients.connect(url, token),
  };
}

/** The payload of the next `event` this socket receives; it fails unless the event table's schema takes it. */
export function nextEvent<E extends SocketEventName>(
  socket: TestSocket,
  event: E,
): Promise<SocketPayload<E>> {
  const name: SocketEventName = event;
  return new Promise((resolve, reject) =>
    socket.once(name, (payload: unknown) => {
      try {
        assertPayload(event, payload);
        resolve(payload);
      } catch (err) {
        reject(err);
      }
    }),
  );
}

function assertPayload<E extends SocketEventName>(
  event: E,
  payload: unknown,
): asserts payload is SocketPayload<E> {
  const parsed = socketEvents[event].safeParse(payload);
  if (!parsed.success) throw new Error(`${event} payload: ${parsed.error.message}`);
}

/** Why the socket next disconnects ('io server disconnect' when the server dropped it). */
export const nextDisconnect = (socket: TestSocket) =>
  new Promise<Socket.DisconnectReason>((resolve) => socket.once('disconnect', resolve));
