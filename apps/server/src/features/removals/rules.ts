import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DEPICTED_REASONS, ILLEGAL_CATEGORIES, REMOVAL_LIMITS, type RemovalKind } from '@mb/contract/removals';
import type { AppContext } from '../../platform/context.ts';
import type * as repo from './repository.ts';

// What every use case of removal requests shares: job names, references, the status page's key, and which
// states keep items hidden or allow a counter-notice.

export const REMOVAL_MODERATION_TYPE = 'removal_request';
export const RESTORE_JOB = 'removals.restore';
export const SUSPEND_JOB = 'removals.repeat_infringer';
export const PRUNE_UNCONFIRMED_JOB = 'removals.prune_unconfirmed';
/** Illegal-content categories that hide the content on confirmation, before review. */
export const HIDE_AT_ONCE = ['minor', 'non_consensual_intimate'] as const;

export const L = REMOVAL_LIMITS;
export const DAY = 86_400_000;
const REF_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** RR- and six characters nobody misreads (no 0/O, 1/I). */
export const newReference = () => `RR-${Array.from({ length: 6 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('')}`;

/** The status page's key: an HMAC of the request id with the server's secret, so nothing secret is stored. */
const tokenOf = (ctx: AppContext, id: string) =>
  createHmac('sha256', ctx.tokens.secret).update(`removal-request:${id}`).digest('base64url');

export function tokenMatches(ctx: AppContext, id: string, token: string): boolean {
  const want = Buffer.from(tokenOf(ctx, id));
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}

export const statusUrl = (ctx: AppContext, r: repo.RequestRow) =>
  `${ctx.config.publicUrl}/removal-requests/${r.reference}?token=${tokenOf(ctx, r.id)}`;
/** The uploader's view of a request: the same page as the requester's, signed in and without the token. */
export const takedownPath = (r: repo.RequestRow) => `/removal-requests/${r.reference}`;

export const reasonLabel = (kind: RemovalKind, reason: string) =>
  kind === 'depicted_person'
    ? (DEPICTED_REASONS[reason as keyof typeof DEPICTED_REASONS] ?? reason)
    : kind === 'illegal_content'
      ? (ILLEGAL_CATEGORIES[reason as keyof typeof ILLEGAL_CATEGORIES] ?? reason)
      : 'Copyright infringement';

/**
 * Whether the request keeps its items hidden in this state: a depicted person's request and a DMCA
 * notice from confirmation until rejected or restored; an illegal-content report once upheld, or at
 * once when it names a possible minor or intimate images shared without consent.
 */
export const holds = (r: Pick<repo.RequestRow, 'kind' | 'status' | 'reason'>) =>
  r.kind === 'illegal_content'
    ? r.status === 'removed' || (r.status === 'open' && (HIDE_AT_ONCE as readonly string[]).includes(r.reason))
    : r.status === 'open' || r.status === 'removed' || r.status === 'counter_noticed' || r.status === 'suit_filed';

export const canCounterNotice = (r: repo.RequestRow) =>
  r.kind === 'copyright' && (r.status === 'open' || r.status === 'removed') && !r.counter_at;
