import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * The one place a logger is made. A person at a terminal gets readable, coloured lines; anything else
 * (a pipe, a file, a log collector) gets one JSON object per line, as does LOG_FORMAT=json.
 */
export function logFormat(config: Pick<Config, 'LOG_FORMAT'>, isTTY = process.stdout.isTTY === true): 'pretty' | 'json' {
  if (config.LOG_FORMAT !== 'auto') return config.LOG_FORMAT;
  return isTTY ? 'pretty' : 'json';
}

export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  /** Fields added to every line, e.g. the trace id of the request being served (platform/tracing.ts). */
  mixin?: () => object,
): Logger {
  const options = {
    level: config.LOG_LEVEL,
    ...(mixin && { mixin }),
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh_token', '*.access_token'],
  };
  if (logFormat(config) === 'json') return pino(options);
  // Synchronous, like pino's own stdout: the last lines before process.exit are not lost.
  return pino(
    options,
    // pino-pretty is required only for a terminal: a server writing JSON never loads it.
    (createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty'))({
      sync: true,
      colorize: process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
    }),
  );
}
