import { z } from 'zod';
import { ERROR_STATUS } from './errors.ts';

export const uuid = z.uuid();

/**
 * The one definition of an id in a route's path: a UUID in either case, lower-cased before any handler
 * sees it. PostgreSQL reads both spellings as the same uuid, so a handler comparing ids as text ("not
 * yourself", "not your own block") must get one spelling, or an upper-case own id slips past (issue 31).
 */
export const idParam = (error?: string) => z.uuid(error).toLowerCase();
export const isoDate = z.string();

/**
 * Whether 'YYYY-MM-DD' names a day on the calendar. 2026-02-31 does not: JavaScript's Date rolls it into
 * March and PostgreSQL refuses it, so a pattern alone lets it through to a 500 (issue 31).
 */
export function isCalendarDay(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Whether 'YYYY-MM-DDTHH:MM' (an <input type="datetime-local">) names a real day and time of day. */
export function isLocalDateTime(s: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/.exec(s);
  return m !== null && isCalendarDay(m[1] ?? '');
}

/** An https address with a host and no credentials: the check z.url leaves to us (shared by every link rule). */
export const isHttpsAddress = (value: string): boolean => /^https:\/\/[^/?#@\s]+(?:[/?#]|$)/i.test(value);

/**
 * A link a member gives for others to open: https with a host and no credentials, at most `max`
 * characters, trimmed; empty means none. The contract runs in the browser and on the server without DOM
 * or Node types: z.url parses, then a plain check of the scheme and host.
 */
export const httpsLink = (max: number, message: string) =>
  z.union([z.literal(''), z.string().trim().max(max).pipe(z.url({ message })).refine(isHttpsAddress, message)]);

export const okSchema = z.object({ ok: z.literal(true) });

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
