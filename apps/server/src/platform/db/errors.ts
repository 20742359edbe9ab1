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
