import { buildApp } from './app.ts';
import { placeholderSettings } from './features/site/config.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { closeContext, createContext, startWorkers } from './platform/context.ts';
import { createLogger } from './platform/logger.ts';

async function main() {
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
  const log = createLogger(config);
  const ctx = await createContext(config, { log });
  const app = await buildApp(ctx);
  const placeholders = config.NODE_ENV === 'production' ? placeholderSettings(process.env, config) : [];
  if (placeholders.length > 0) {
    log.warn(`placeholder settings in production (see README "Configuration"): ${placeholders.join('; ')}`);
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      // Checkpoints and closes the embedded database, and releases its lock.
      await closeContext(ctx);
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // After buildApp: every feature has defined its job kinds.
  await startWorkers(ctx);
  log.info(
    { url: config.publicUrl, database: ctx.database.driver, dataDir: ctx.database.driver === 'pglite' ? config.dataDir : undefined },
    `${config.PRODUCT_NAME} is running at ${config.publicUrl}`,
  );
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
