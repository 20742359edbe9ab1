// Only what opening the database needs is imported up front: the app's modules (every feature, the
// web kit, sharp, ...) are imported while the database opens (ARCHITECTURE "Start-up").
import { ConfigError, loadConfig } from './platform/config.ts';
import { databaseOptions, openDatabase } from './platform/db/client.ts';
import { isConnectionError } from './platform/db/errors.ts';
import { createLogger } from './platform/logger.ts';

async function main() {
  // Start-up phases for the 'is running' line: ms since the process started (performance's time origin).
  const startup: Record<string, number> = { modules: Math.round(performance.now()) };
  const mark = (phase: string) => {
    startup[phase] = Math.round(performance.now());
  };
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
  // Tracing only with an OTLP endpoint: otherwise none of OpenTelemetry is loaded (start-up time, memory).
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT ? (await import('./platform/tracing.ts')).startTracing(config) : undefined;
  // With tracing, every line written while serving a request (or running a job) carries its trace id.
  const log = createLogger(config, tracing?.logFields);
  // A lost database connection is never a reason to stop (issue 31): requests answer 503 meanwhile and
  // the pool connects again. Every client has its 'error' listener (platform/db/client.ts); this is the
  // net under them. Any other uncaught error still ends the process, as Node's default does.
  process.on('uncaughtException', (e) => {
    if (isConnectionError(e)) return void log.warn({ err: e }, 'database connection lost outside a request');
    log.fatal({ err: e }, 'uncaught exception');
    process.exit(1);
  });
  process.on('unhandledRejection', (e) => {
    if (isConnectionError(e)) return void log.warn({ err: e }, 'database connection lost outside a request');
    throw e;
  });
  // The shipped template's copy runs on a worker thread meanwhile. A PostgreSQL that cannot be reached
  // yet is waited for (DATABASE_WAIT_SECONDS), each try logged.
  const opening = openDatabase(databaseOptions(config, log, tracing));
  opening.catch(() => {});
  const [{ buildApp }, { placeholderSettings }, { closeContext, createContext, startWorkers }, { startMemoryTrimmer }, { drainHttp }] =
    await Promise.all([
      import('./app.ts'),
      import('./features/site/config.ts'),
      import('./platform/context.ts'),
      import('./platform/memory.ts'),
      import('./http/drain.ts'),
    ]);
  mark('imports');
  const ctx = await createContext(config, { log, database: await opening, tracing });
  mark('database');
  const app = await buildApp(ctx);
  mark('app');
  const placeholders = config.NODE_ENV === 'production' ? placeholderSettings(process.env, config) : [];
  if (placeholders.length > 0) {
    log.warn(`placeholder settings in production (see README "Configuration"): ${placeholders.join('; ')}`);
  }
  let stopping = false;
  let memory: ReturnType<typeof startMemoryTrimmer> | undefined;
  // Graceful stop (ARCHITECTURE "Graceful stop"): readiness answers 503 at once; after
  // SHUTDOWN_DELAY_SECONDS the listener closes, realtime sockets are told to reconnect elsewhere, the
  // requests in flight finish and running jobs are handed back, within SHUTDOWN_TIMEOUT_SECONDS.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const t0 = performance.now();
    ctx.lifecycle.beginStop();
    const delayMs = config.SHUTDOWN_DELAY_SECONDS * 1000;
    const timeoutMs = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
    log.info(
      { signal, delay_s: config.SHUTDOWN_DELAY_SECONDS, timeout_s: config.SHUTDOWN_TIMEOUT_SECONDS },
      'stopping: readiness answers 503',
    );
    memory?.stop();
    const force = setTimeout(
      () => {
        log.error('stop did not finish in time; exiting');
        process.exit(1);
      },
      delayMs + timeoutMs + 10_000,
    );
    force.unref();
    try {
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      const [{ cut }] = await Promise.all([drainHttp(app, { timeoutMs, log }), ctx.jobs.stop()]);
      await app.close();
      // Checkpoints and closes the embedded database, and releases its lock.
      await closeContext(ctx);
      await tracing?.shutdown();
      log.info({ cut, ms: Math.round(performance.now() - t0) }, 'stopped');
    } catch (e) {
      log.error({ err: e }, 'error while stopping');
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  mark('listening');
  // After buildApp: every feature has defined its job kinds.
  await startWorkers(ctx);
  // Freed memory back to the system after V8's full collections, and a collection when the server goes
  // quiet after the start or a burst of work (platform/memory.ts).
  memory = startMemoryTrimmer({ log, idleCollection: { everyMs: 5_000, minIntervalMs: 60_000 } });
  log.info(
    {
      url: config.publicUrl,
      database: ctx.database.driver,
      dataDir: ctx.database.driver === 'pglite' ? config.dataDir : undefined,
      startup_ms: startup,
    },
    `${config.PRODUCT_NAME} is running at ${config.publicUrl}`,
  );
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
