// A TCP relay in front of the real database server that can go silent: while black-holed it keeps
// every socket open and accepts new ones, but drops every byte both ways, as a lost network or a
// frozen server would. No root needed (no firewall rules), so it runs in the ordinary suite.
import net from 'node:net';

export type TcpProxy = {
  /** The given URL with host and port replaced by the relay's. */
  url: string;
  /** Drop every byte from now on (connections stay open, new ones are accepted). */
  blackhole(): void;
  /** Forward again; what was dropped stays lost. */
  resume(): void;
  close(): Promise<void>;
};

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  let silent = false;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const relay = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (!silent) to.write(chunk);
    });
    from.on('close', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, target.hostname);
    track(client);
    track(upstream);
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    blackhole: () => void (silent = true),
    resume: () => void (silent = false),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
