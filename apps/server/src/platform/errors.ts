import type { ErrorCode } from '@mb/contract/errors';
import { render, type Words } from './i18n.ts';

/**
 * The one error type services throw (docs/ARCHITECTURE.md "Request path"). It names a contract error code; the
 * HTTP layer (http/errors.ts) turns the code into a status, so a service never speaks HTTP. A message with
 * a value in it (a username, a moment) is given as words (`words(TEXT, { name })`): `message` is its
 * English, and the answer is written in the request's language.
 */
export class AppError extends Error {
  /** The message as words, when it has values: http/errors.ts renders it in the request's language. */
  public readonly words?: Words;
  /** The fields given as words, by name (their English is in `fields`). */
  public readonly fieldWords?: Record<string, Words>;
  public readonly fields?: Record<string, string>;
  constructor(
    public readonly code: ErrorCode,
    message: string | Words,
    fields?: Record<string, string | Words>,
  ) {
    super(typeof message === 'string' ? message : render('en', message));
    if (typeof message !== 'string') this.words = message;
    if (fields) {
      this.fields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : render('en', v)]));
      const given = Object.entries(fields).filter((e): e is [string, Words] => typeof e[1] !== 'string');
      if (given.length) this.fieldWords = Object.fromEntries(given);
    }
  }
}
