import net from 'node:net';
import { REALTIME_CLOSE } from '@mb/contract/realtime';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { gateOf } from './load-shedding.ts';

/** After the last request in flight, kept-alive connections get this long to be closed by their client. */
const IDLE_GRACE_MS = 1_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The HTTP side of a graceful stop (main.ts; ARCHITECTURE "Graceful stop"), once the lifecycle says
 * stopping (readiness 503, every response `Connection: close`):
 * 1. the listener closes: new connections are refused, so a balancer sends them to another instance;
 * 2. realtime sockets are closed with 1012 (restarting): browsers reconnect, through the balancer, elsewhere;
 * 3. requests in flight finish, each closing its connection; then idle kept-alive connections are closed;
 * 4. past `timeoutMs` whatever is left is cut. Answers how many requests were cut.
 *
 * Not `server.close()`: in Node 19+ it also closes idle kept-alive connections at once, racing a balancer
 * that is sending a request on one this very moment (nginx cannot retry a POST it already sent, and
 * answers 502). net's close stops only the listener; connections end as above.
 */
export async function drainHttp(app: FastifyInstance, opts: { timeoutMs: number; log: Logger }): Promise<{ cut: number }> {
  const server = app.server;
  const gate = gateOf(app);
  const closed = new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    net.Server.prototype.close.call(server, () => resolve());
  });
  const deadline = sleep(opts.timeoutMs);
  let sockets = 0;
  for (const ws of app.websocketServer?.clients ?? []) {
    sockets++;
    ws.close(REALTIME_CLOSE.restarting, 'server restarting');
  }
  opts.log.info({ in_flight: gate?.inFlight() ?? 0, realtime_sockets: sockets }, 'stopping: listener closed, finishing requests in flight');
  await Promise.race([closed, (gate?.idle() ?? Promise.resolve()).then(() => sleep(IDLE_GRACE_MS)), deadline]);
  server.closeIdleConnections();
  await Promise.race([closed, deadline]);
  const cut = gate?.inFlight() ?? 0;
  if (cut > 0) opts.log.warn({ cut }, `stop timeout: ${cut} requests still in flight were cut`);
  server.closeAllConnections();
  for (const ws of app.websocketServer?.clients ?? []) ws.terminate();
  return { cut };
}
