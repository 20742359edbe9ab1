import http from 'node:http';
import net from 'node:net';

/**
 * Proxies the fault tests put between the server and a real dependency (PostgreSQL, S3), so a test
 * takes the dependency away and gives it back while the server runs.
 */

export interface TcpProxy {
  readonly port: number;
  /** Listens (again) on `at`, or the port it had, or any free one; after a partition, lets the held bytes through. */
  up(at?: number): Promise<void>;
  /** Drops every connection through it and refuses new ones (the server went down). */
  cut(): Promise<void>;
  /**
   * A network partition: every connection stays open but nothing passes either way (bytes wait, as
   * TCP keeps them), and new connections are accepted but never answered; no reset, no refusal, only
   * silence, until `up()`.
   */
  partition(): void;
}

/** A TCP proxy to `target` the test controls (net only, no dependency). */
export function tcpProxy(target: { host: string; port: number }): TcpProxy {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let silent = false;
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
    if (silent) {
      client.pause();
      upstream.pause();
    }
  };
  return {
    get port() {
      return port;
    },
    async up(at = port) {
      if (silent) {
        silent = false;
        for (const s of sockets) s.resume();
      }
      if (server) return;
      const s = net.createServer(onConnection);
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(at, '127.0.0.1', () => resolve());
      });
      server = s;
      port = (s.address() as net.AddressInfo).port;
    },
    async cut() {
      silent = false;
      const s = server;
      server = null;
      for (const sock of sockets) sock.destroy();
      sockets.clear();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    partition() {
      silent = true;
      for (const s of sockets) s.pause();
    },
  };
}

/** What the HTTP fault proxy does with one request: pass it on, answer a status itself, or reset the connection. */
export type HttpFault = 'pass' | 'reset' | number;

export interface HttpFaultProxy {
  url: string;
  /** Decides per request (method and path); 'pass' for everything by default. */
  fault: (req: { method: string; path: string }) => HttpFault;
  /** Requests seen, with what was done. */
  log: { method: string; path: string; outcome: HttpFault }[];
  close(): Promise<void>;
}

/** An HTTP proxy to `target` (an S3 server) that fails the requests its `fault` says, as a broken S3 would. */
export async function httpFaultProxy(target: string): Promise<HttpFaultProxy> {
  const t = new URL(target);
  const sockets = new Set<net.Socket>();
  const proxy: HttpFaultProxy = {
    url: '',
    fault: () => 'pass',
    log: [],
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const info = { method: req.method ?? 'GET', path: req.url ?? '/' };
    const outcome = proxy.fault(info);
    proxy.log.push({ ...info, outcome });
    if (outcome === 'reset') {
      req.socket.destroy();
      return;
    }
    if (typeof outcome === 'number') {
      // Read the body first, as S3 does, so the client is not cut off mid-upload.
      req.resume();
      req.on('end', () => {
        res.writeHead(outcome, { 'content-type': 'application/xml' });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>injected ${outcome}</Message></Error>`,
        );
      });
      return;
    }
    const up = http.request({ host: t.hostname, port: t.port, method: req.method, path: req.url, headers: req.headers }, (upRes) => {
      res.writeHead(upRes.statusCode ?? 502, upRes.headers);
      upRes.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  proxy.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  proxy.close = async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}
