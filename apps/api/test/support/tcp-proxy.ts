// A TCP relay in front of a real server (PostgreSQL, Redis) that can fail as a network does, with no
// root needed (no firewall rules), so it runs in the ordinary suite:
// - black-holed (silent): it keeps every socket open and accepts new ones, but drops every byte both
//   ways, as a lost network or a frozen server would;
// - refusing: every open connection is reset and nothing listens on its port any more;
// - half-open: the connections open now stay open but never carry another byte, even after the
//   relay resumes (the far end forgot them: a restart behind a lost network, a NAT that dropped the
//   flow); new ones are silent until it resumes, then forward as usual.
import net from 'node:net';

export type TcpProxy = {
  /** The given URL with host and port replaced by the relay's. */
  url: string;
  /** Drop every byte from now on (connections stay open, new ones are accepted). */
  blackhole(): void;
  /** Reset every connection and stop listening (connections are refused) until resume(). */
  refuse(): Promise<void>;
  /** Silent as blackhole(), and the connections open now stay dead after resume(). */
  halfOpen(): void;
  /** Forward again (listening again on the same port after refuse()); what was dropped stays lost. */
  resume(): Promise<void>;
  close(): Promise<void>;
};

type Pair = { dead: boolean };

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  let silent = false;
  let pairs = new Set<Pair>();
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const relay = (pair: Pair, from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (!silent && !pair.dead) to.write(chunk);
    });
    from.on('close', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, target.hostname);
    const pair: Pair = { dead: false };
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    track(client);
    track(upstream);
    relay(pair, client, upstream);
    relay(pair, upstream, client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = async () => {
    for (const socket of sockets) socket.resetAndDestroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    blackhole: () => void (silent = true),
    refuse: stop,
    halfOpen() {
      silent = true;
      for (const pair of pairs) pair.dead = true;
      pairs = new Set();
    },
    async resume() {
      silent = false;
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
