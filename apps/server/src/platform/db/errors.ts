/**
 * Whether a database error is PostgreSQL's unique violation (23505) of `constraint`, whether it arrives
 * as the driver's error or wrapped by Drizzle (its `cause`); PGlite and node-postgres both name the
 * constraint, one in a field and one only in the message.
 */
export function isUniqueViolation(e: unknown, constraint: string): boolean {
  for (
    let err = e as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    err;
    err = err.cause as never
  ) {
    if (err.code === '23505' && (!err.constraint || err.constraint === constraint)) return true;
    if (typeof err.message === 'string' && err.message.includes(constraint) && err.message.includes('duplicate')) return true;
  }
  return false;
}

/** Network errors of the socket to PostgreSQL: the server is down, restarting or unreachable. */
const CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/**
 * node-postgres's own words for a connection that is gone or could not be made in time (it gives these
 * errors no code): the socket ended, a client broken by an earlier error was used again, or a statement
 * got no answer within DATABASE_QUERY_TIMEOUT_MS (the network went silent).
 */
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection refused|Query read timeout/i;

/**
 * Whether an error (or any error it wraps, as Drizzle does in `cause`) says the database cannot be
 * reached right now, rather than that a statement was wrong: a network error, PostgreSQL's class 08
 * (connection exception), or 57P01-57P03 (the server shutting down, crashing or still starting). Such a
 * failure passes by itself: the request answers 503 with Retry-After, and start-up waits for it.
 */
export function isConnectionError(e: unknown): boolean {
  for (
    let err = e as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    err && typeof err === 'object' && depth < 8;
    err = err.cause as never, depth++
  ) {
    const code = typeof err.code === 'string' ? err.code : '';
    if (CONNECTION_CODES.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
    if (typeof err.message === 'string' && CONNECTION_MESSAGES.test(err.message)) return true;
    // Node's connection to a name with several addresses (localhost: ::1 and 127.0.0.1) fails with all of them.
    if (err instanceof AggregateError && err.errors.some((x) => isConnectionError(x))) return true;
  }
  return false;
}
