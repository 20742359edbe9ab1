import net from 'node:net';

/** A TCP proxy the test controls: cut() drops every connection through it and refuses new ones; up() lets them through again. */
export function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const onConnection = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const s of [client, upstream]) {
      s.on('error', drop);
      s.on('close', drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  };
  return {
    get port() {
      return port;
    },
    /** Listens (again) on `at`, or the port it had, or any free one. */
    async up(at = port) {
      const s = net.createServer(onConnection);
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(at, '127.0.0.1', () => resolve());
      });
      server = s;
      port = (s.address() as net.AddressInfo).port;
    },
    async cut() {
      const s = server;
      server = null;
      for (const sock of sockets) sock.destroy();
      sockets.clear();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
