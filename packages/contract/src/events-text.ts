// MB Events' limits and ticket codes without zod: an event's page shows its ticket code on its first
// paint. events.ts builds the schemas from these and re-exports them.

export const EVENT_LIMITS = {
  titleMax: 120,
  descriptionMax: 5000,
  locationMax: 200,
  linkMax: 500,
  capacityMin: 1,
  capacityMax: 100_000,
  /** Paid tickets: 1.00 to 10,000.00 in the currency. */
  priceMinMinor: 100,
  priceMaxMinor: 1_000_000,
  imageMaxBytes: 5 * 1024 * 1024,
  /** A paid ticket's seat is held this long while the member pays; then released if unpaid. */
  holdMinutes: 15,
  messageSubjectMax: 120,
  messageBodyMax: 2000,
  eventsMax: 200,
  /** Upcoming events per page on /events. */
  pageSize: 50,
  /**
   * A ticket code: 10 characters of Crockford base32 (50 random bits), read aloud and typed at the door
   * as two groups of five. Unguessable still: an event's few thousand tickets among 2^50 codes, behind
   * the check-in rate limit. Tickets issued before (26 characters of RFC 4648 base32) still check in.
   */
  codeLength: 10,
} as const;

// Ticket codes (issue 31): Crockford base32, like the lottery's redemption codes (no I, L, O or U), so a
// code read aloud or typed at the door has no look-alikes; case, spaces and dashes do not matter, and I
// and L read as 1, O as 0. Codes of the first tickets (26 characters of RFC 4648 base32, where I, L and
// O are letters of their own) are kept as typed.

export const TICKET_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LEGACY_TICKET_CODE = /^[A-Z2-7]{26}$/;
const TICKET_CODE = new RegExp(`^[${TICKET_CODE_ALPHABET}]{${EVENT_LIMITS.codeLength}}$`);

/** A code as typed or scanned, in the form it is stored (spaces, dashes and case dropped). */
export function normalizeTicketCode(raw: string): string {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return LEGACY_TICKET_CODE.test(code) ? code : code.replace(/[IL]/g, '1').replace(/O/g, '0');
}

/** Whether a normalized code has the shape of a ticket code (today's or a first ticket's). */
export const isTicketCode = (code: string) => TICKET_CODE.test(code) || LEGACY_TICKET_CODE.test(code);

/** 'ABCDE-FGHJK' (a first ticket's 26 characters in groups of four): easier to read aloud and type. */
export const formatTicketCode = (code: string) =>
  code.length === EVENT_LIMITS.codeLength ? `${code.slice(0, 5)}-${code.slice(5)}` : code.replace(/(.{4})(?=.)/g, '$1-');
