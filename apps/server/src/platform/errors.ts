import type { ErrorCode } from '@mb/contract/errors';

/**
 * The one error type services throw (docs/ARCHITECTURE.md "Request path"). It names a contract error code; the
 * HTTP layer (http/errors.ts) turns the code into a status, so a service never speaks HTTP.
 */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
