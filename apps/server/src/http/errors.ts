import { ERROR_STATUS, type ErrorCode } from '@mb/contract/errors';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { isConnectionError } from '../platform/db/errors.ts';
import { AppError } from '../platform/errors.ts';
import { render, requestLocale, translate } from '../platform/i18n.ts';
import { StorageUnavailable } from '../platform/storage/storage.ts';

/** Seconds a client is told to wait when the database cannot be reached (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

export function validationError(error: z.ZodError, prefix = ''): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = prefix + (issue.path.length ? issue.path.join('.') : '_');
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0];
  return new AppError('validation_failed', Object.keys(fields).length === 1 && first ? first : MESSAGES.validation, fields);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    // The message (and each field's) in the request's language, English when none is kept (issue 36).
    const locale = requestLocale(req.headers);
    const tr = (text: string) => translate(locale, text);
    if (err instanceof AppError) {
      // Every 503 is something that passes (a dependency away, load being shed): the client is told when to come back.
      if (err.code === 'unavailable') reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      const fields =
        err.fields &&
        Object.fromEntries(
          Object.entries(err.fields).map(([k, v]) => [k, err.fieldWords?.[k] ? render(locale, err.fieldWords[k]) : tr(v)]),
        );
      const message = err.words ? render(locale, err.words) : tr(err.message);
      return reply.status(ERROR_STATUS[err.code]).send({ error: { code: err.code, message, fields } });
    }
    if (isStorageUnavailable(err)) {
      req.log.warn({ err }, 'file storage unavailable; answered 503');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ error: { code: 'unavailable', message: tr(MESSAGES.storageUnavailable) } });
    }
    const status = err.statusCode ?? 500;
    // Fastify's own errors (bad JSON, body too large, wrong content type) become contract errors.
    const byStatus: Record<number, ErrorCode> = {
      400: 'bad_request',
      401: 'unauthenticated',
      403: 'forbidden',
      404: 'not_found',
      413: 'payload_too_large',
      415: 'unsupported_media_type',
      429: 'rate_limited',
    };
    const code = byStatus[status];
    if (code) {
      const message =
        code === 'payload_too_large'
          ? MESSAGES.requestTooLarge
          : code === 'unsupported_media_type'
            ? MESSAGES.unsupportedContentType
            : code === 'bad_request'
              ? MESSAGES.unreadableBody
              : err.message;
      return reply.status(status).send({ error: { code, message: tr(message) } });
    }
    // The database is down or restarting: nothing the caller did wrong, and it passes by itself.
    if (isConnectionError(err)) {
      req.log.warn({ err }, 'database unreachable; answered 503');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ error: { code: 'unavailable', message: tr(MESSAGES.serviceUnavailable) } });
    }
    req.log.error({ err }, 'unhandled error');
    // Never a stack trace to the client.
    return reply.status(500).send({ error: { code: 'internal', message: tr(MESSAGES.unexpected) } });
  });
}

/** A StorageUnavailable, itself or wrapped (a feature's error naming it as its cause). */
function isStorageUnavailable(e: unknown): boolean {
  for (
    let err = e as { cause?: unknown } | undefined, depth = 0;
    err && typeof err === 'object' && depth < 8;
    err = err.cause as never, depth++
  ) {
    if (err instanceof StorageUnavailable) return true;
  }
  return false;
}
