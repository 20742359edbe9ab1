import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { type Config, repoRoot } from './config.ts';
import { type Database, type DB, databaseOptions, openDatabase } from './db/client.ts';
import { createJobs, type Jobs, pruneJobs } from './jobs/jobs.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { createLogger } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMetrics, type Metrics, metricsExposed, pruneSamples } from './metrics/metrics.ts';
import { FeatureRegistry } from './modules.ts';
import { createRateLimiter, pruneRateLimits, type RateLimiter } from './rate-limit.ts';
import type { RealtimeBus } from './realtime/bus.ts';
import { createRealtimeBus } from './realtime/create.ts';
import { retryFailedDeletes } from './storage/delete-retry.ts';
import { createLocalDriver } from './storage/local.ts';
import { createS3Driver } from './storage/s3.ts';
import { createStorage, type Storage } from './storage/storage.ts';
import { tracedStorage } from './storage/traced.ts';
import { createTokenService, loadSecret, type TokenService } from './tokens.ts';
import type { Tracing } from './tracing-types.ts';

/** How long a stop waits for running jobs before it hands them back to the other instances. */
const JOB_STOP_GRACE_MS = 5_000;

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
  /** This app instance's Prometheus registry and the figures parts report to it (platform/metrics). */
  metrics: Metrics;
  /** This app instance's feature modules (platform/modules.ts): extension points, event listeners, provisions. */
  features: FeatureRegistry;
  /** Serving or stopping (SIGTERM): the readiness check and the graceful stop read it. */
  lifecycle: Lifecycle;
  /** Set only with OTEL_EXPORTER_OTLP_ENDPOINT (platform/tracing.ts). */
  tracing?: Tracing;
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
export async function createContext(
  config: Config,
  opts: { database?: Database; log?: Logger; tracing?: Tracing } = {},
): Promise<AppContext> {
  const { tracing } = opts;
  const log = opts.log ?? createLogger(config);
  const database = opts.database ?? (await openDatabase(databaseOptions(config, log, tracing)));
  if (database.created) log.info(database.created);
  try {
    const secret = await loadSecret(database.db, config.JWT_SECRET);
    const metrics = createMetrics({ database, defaultMetrics: metricsExposed(config), log });
    const bus = await createRealtimeBus(config, database, log, metrics.eventDelivered);
    await bus.start();
    const jobs = createJobs(
      database,
      log,
      // A stop gives running jobs a few seconds (never more than requests in flight get), then hands them back.
      {
        pollMs: config.JOBS_POLL_MS,
        concurrency: config.JOBS_CONCURRENCY,
        stopTimeoutMs: Math.min(JOB_STOP_GRACE_MS, config.SHUTDOWN_TIMEOUT_SECONDS * 1000),
      },
      tracing,
      metrics.job,
    );
    jobs.defineJob('platform.prune_rate_limits', async () => void (await pruneRateLimits(database)));
    jobs.every('platform.prune_rate_limits', 3_600_000);
    jobs.defineJob('platform.prune_jobs', async () => void (await pruneJobs(database)));
    jobs.dailyAt('platform.prune_jobs', 4);
    jobs.defineJob('platform.prune_metrics_samples', async () => void (await pruneSamples(database)));
    jobs.every('platform.prune_metrics_samples', 3_600_000);
    const driver = storageDriver(config);
    return {
      config,
      database,
      db: database.db,
      bus,
      storage: (() => {
        const storage = retryFailedDeletes(createStorage(driver, secret), jobs, database.db);
        return tracing ? tracedStorage(storage, tracing) : storage;
      })(),
      mailer: createMailer({
        db: database.db,
        log,
        jobs,
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM ?? `${config.PRODUCT_NAME} <no-reply@localhost>`,
        // Without SMTP, a developer reads the reset link from the terminal. Only in development: a link
        // in a production log (shipped to collectors, read by operators) would hand out accounts.
        showLinks: config.NODE_ENV === 'development',
        onAttempt: metrics.mail,
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
      metrics,
      lifecycle: createLifecycle(),
      tracing,
    };
  } catch (e) {
    await database.close();
    throw e;
  }
}

/** Starts this instance's job worker unless JOBS_WORKER=off; call it once every feature has defined its jobs. */
export async function startWorkers(ctx: AppContext) {
  if (ctx.config.JOBS_WORKER === 'on') await ctx.jobs.start();
  // Every instance samples its own request figures for the System page, worker or not.
  ctx.metrics.sampler.start();
}

export async function closeContext(ctx: AppContext) {
  ctx.metrics.sampler.stop();
  await ctx.jobs.stop();
  await ctx.bus.stop();
  await ctx.database.close();
}
