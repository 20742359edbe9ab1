import type { Logger } from 'pino';
import type { TokenService } from '../features/auth/tokens.ts';
import type { Config } from '../platform/config.ts';
import type { Database, DB } from '../platform/db/client.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import type { RateLimiter } from '../platform/rate-limit.ts';
import type { RealtimeBus } from '../platform/realtime/bus.ts';
import type { Storage } from '../platform/storage/storage.ts';

/** What every feature's routes get: the platform's services, built once at start. */
export interface AppContext {
  config: Config;
  database: Database;
  db: DB;
  bus: RealtimeBus;
  storage: Storage;
  mailer: Mailer;
  tokens: TokenService;
  limiter: RateLimiter;
  log: Logger;
  version: string;
  startedAt: number;
}

export interface Actor {
  userId: string;
  sessionId: string;
}
