import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createBus, type RealtimeBus } from './bus.ts';

/**
 * The bus the settings choose: PostgreSQL NOTIFY by default, NATS with REALTIME_BUS_URL. The NATS client
 * is loaded only then (start-up time and memory, as node-postgres is only with DATABASE_URL).
 */
export async function createRealtimeBus(
  config: Config,
  database: Database,
  log: Logger,
  onDelivered?: (seconds: number) => void,
): Promise<RealtimeBus> {
  if (!config.REALTIME_BUS_URL) return createBus(database, log, undefined, onDelivered);
  const { natsTransport } = await import('./nats-bus.ts');
  return createBus(database, log, natsTransport({ url: config.REALTIME_BUS_URL, subject: config.REALTIME_BUS_SUBJECT, log }), onDelivered);
}
