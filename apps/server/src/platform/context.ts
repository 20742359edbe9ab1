import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { type Config, repoRoot } from './config.ts';
import { type Database, type DB, databaseOptions, openDatabase } from './db/client.ts';
import { createJobs, type Jobs, pruneJobs } from './jobs/jobs.ts';
import { createLogger } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { FeatureRegistry } from './modules.ts';
import { createRateLimiter, pruneRateLimits, type RateLimiter } from './rate-limit.ts';
import { createBus, type RealtimeBus } from './realtime/bus.ts';
import { retryFailedDeletes } from './storage/delete-retry.ts';
import { createLocalDriver } from './storage/local.ts';
import { createS3Driver } from './storage/s3.ts';
import { createStorage, type Storage } from './storage/storage.ts';
import { createTokenService, loadSecret, type TokenService } from './tokens.ts';

/** What every feature gets: the platform's services, built once at start. */
export interface AppContext {
  config: Config;
  database: Database;
  db: DB;
  bus: RealtimeBus;
  storage: Storage;
  mailer: Mailer;
  /** Scheduled and background work (platform/jobs): define kinds at start, enqueue inside transactions. */
  jobs: Jobs;
  tokens: TokenService;
  limiter: RateLimiter;
  log: Logger;
  version: string;
  startedAt: number;
  /** This app instance's feature modules (platform/modules.ts): extension points, event listeners, provisions. */
  features: FeatureRegistry;
}

/** Who is making a request: the user and the session (device) their access token belongs to. */
export interface Actor {
  userId: string;
  sessionId: string;
  /**
   * Set on a delegated session ('Use Platform as', issue 17): `userId` is the account acted as (a
   * studio), and this is the enterprise member acting. Everything is done as `userId`; writes are
   * logged with this id (security events), and account-level changes are refused (auth service).
   */
  delegatedBy?: string;
  /** A sub-user acting for an enterprise: their role (enterprise-sub-users.ts `delegationRefusal`, checked by `handle()`). */
  delegatedRole?: string;
}

const appVersion = (): string => {
  try {
    return JSON.parse(readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
};

export { databaseTemplateDir } from './db/template.ts';

/** The stored files' driver the settings name: S3 with STORAGE_URL, else local disk under DATA_DIR/storage. */
export const storageDriver = (config: Config) =>
  config.STORAGE_URL ? createS3Driver(config.STORAGE_URL) : createLocalDriver(path.join(config.dataDir, 'storage'));

/** Opens the database (migrating it), then builds every platform service on top of it. */
export async function createContext(config: Config, opts: { database?: Database; log?: Logger } = {}): Promise<AppContext> {
  const log = opts.log ?? createLogger(config);
  const database = opts.database ?? (await openDatabase(databaseOptions(config, log)));
  if (database.created) log.info(database.created);
  try {
    const secret = await loadSecret(database.db, config.JWT_SECRET);
    const bus = createBus(database, log);
    await bus.start();
    const jobs = createJobs(database, log, { pollMs: config.JOBS_POLL_MS, concurrency: config.JOBS_CONCURRENCY });
    jobs.defineJob('platform.prune_rate_limits', async () => void (await pruneRateLimits(database)));
    jobs.every('platform.prune_rate_limits', 3_600_000);
    jobs.defineJob('platform.prune_jobs', async () => void (await pruneJobs(database)));
    jobs.dailyAt('platform.prune_jobs', 4);
    const driver = storageDriver(config);
    return {
      config,
      database,
      db: database.db,
      bus,
      storage: retryFailedDeletes(createStorage(driver, secret), jobs, database.db),
      mailer: createMailer({
        db: database.db,
        log,
        jobs,
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM ?? `${config.PRODUCT_NAME} <no-reply@localhost>`,
        // Without SMTP, a developer reads the reset link from the terminal. Only in development: a link
        // in a production log (shipped to collectors, read by operators) would hand out accounts.
        showLinks: config.NODE_ENV === 'development',
      }),
      // The issuer must be the same on every instance and across restarts. The derived publicUrl
      // contains PORT, so two instances on different ports (or a restart on another port) would
      // reject each other's access tokens; only an explicit PUBLIC_URL names the deployment.
      tokens: createTokenService(secret, config.PUBLIC_URL ? config.publicUrl : 'modelbase'),
      jobs,
      limiter: createRateLimiter(database, config.RATE_LIMITS === 'on'),
      log,
      version: appVersion(),
      startedAt: Date.now(),
      features: new FeatureRegistry(),
    };
  } catch (e) {
    await database.close();
    throw e;
  }
}

/** Starts this instance's job worker unless JOBS_WORKER=off; call it once every feature has defined its jobs. */
export async function startWorkers(ctx: AppContext) {
  if (ctx.config.JOBS_WORKER === 'on') await ctx.jobs.start();
}

export async function closeContext(ctx: AppContext) {
  await ctx.jobs.stop();
  await ctx.bus.stop();
  await ctx.database.close();
}
