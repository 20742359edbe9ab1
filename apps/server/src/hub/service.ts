import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { COMPLIANCE_LIMITS, type IdentityStatus } from '@mb/contract/compliance';
import type { AppContext } from '../platform/context.ts';
import { type HubCredentials, type HubUserAnswer, signHubRequest } from '../platform/hub-protocol.ts';
import { randomKey } from '../platform/storage/storage.ts';
import { stripImageMetadata } from '../platform/storage/strip-metadata.ts';
import { checkUpload } from '../platform/storage/upload-check.ts';
import { hashToken, newOpaqueToken } from '../platform/tokens.ts';
import * as repo from './repository.ts';

/** What app.ts hands the built-in hub. */
export interface HubOptions {
  /** The one client's credentials (the app's), checked on every API call. */
  credentials: HubCredentials;
  /** Where browsers reach the hub, e.g. https://example.com/hub (its pages' links). */
  publicBase: string;
  /** The app's public origin: the only origin a return URL may point at, and where sign-in happens. */
  appOrigin: string;
  /** The client's webhook (signed POST when a member's state changed), resolved when it is sent. */
  webhookUrl: () => string | null;
  /** DNS servers for TXT checks ('host' or 'host:port'); [] uses the system's. */
  dnsServers: string[];
  productName: string;
}

export const HUB_WEBHOOK_JOB = 'hub.webhook';
export const HUB_PURGE_JOB = 'hub.purge_identity_files';
export const TXT_PREFIX = 'vaulth-verification=';

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

// ---------------------------------------------------------------------------------------------------
// Tickets and browser sessions

export async function createMemberTicket(
  ctx: AppContext,
  input: { external_user_id: string; email: string; display_name: string | null; verification_type: 'identity' | 'domain' },
) {
  const member = await repo.upsertMember(ctx.db, {
    external_user_id: input.external_user_id,
    email: input.email,
    display_name: input.display_name,
  });
  const token = newOpaqueToken();
  const expires = minutes(COMPLIANCE_LIMITS.ssoSessionMinutes);
  const t = await repo.insertTicket(ctx.db, {
    token_hash: hashToken(token),
    kind: 'member',
    member_id: member.id,
    verification_type: input.verification_type,
    expires_at: expires,
  });
  return { session_id: t.id, session_token: token, expires_at: expires.toISOString() };
}

/** The page URL for an SSO session, bound to its return URL; null when the session is not this member's or is spent. */
export async function verificationUrl(
  ctx: AppContext,
  opts: HubOptions,
  input: { external_user_id: string; session_token: string; return_url: string },
) {
  const t = await repo.ticketByHash(ctx.db, hashToken(input.session_token), 'member');
  if (!t || t.used_at || !t.member_id) return null;
  const member = await repo.memberById(ctx.db, t.member_id);
  if (member?.external_user_id !== input.external_user_id) return null;
  await repo.setTicketReturn(ctx.db, t.id, input.return_url);
  return `${opts.publicBase}/sso?token=${encodeURIComponent(input.session_token)}`;
}

export async function createOperatorTicket(ctx: AppContext, opts: HubOptions, input: { operator_id: string; operator_name: string }) {
  const token = newOpaqueToken();
  await repo.insertTicket(ctx.db, {
    token_hash: hashToken(token),
    kind: 'operator',
    operator_id: input.operator_id,
    operator_name: input.operator_name,
    expires_at: minutes(COMPLIANCE_LIMITS.operatorLinkMinutes),
  });
  return `${opts.publicBase}/operator/enter?ticket=${encodeURIComponent(token)}`;
}

/** Turns a one-use ticket into a browser session; the cookie value, or null when the ticket is no good. */
export async function openSession(ctx: AppContext, ticketToken: string, kind: 'member' | 'operator') {
  const t = await repo.ticketByHash(ctx.db, hashToken(ticketToken), kind);
  if (!t || t.used_at) return null;
  if (!(await repo.useTicket(ctx.db, t.id))) return null;
  const token = newOpaqueToken();
  const session = await repo.insertTicket(ctx.db, {
    token_hash: hashToken(token),
    kind: kind === 'member' ? 'member_session' : 'operator_session',
    member_id: t.member_id,
    verification_type: t.verification_type,
    operator_id: t.operator_id,
    operator_name: t.operator_name,
    return_url: t.return_url,
    // A member finishes an upload or a DNS change within the hour; an operator reviews for an hour.
    expires_at: minutes(COMPLIANCE_LIMITS.operatorSessionMinutes),
  });
  return { token, session };
}

export const sessionOf = (ctx: AppContext, token: string | undefined, kind: 'member_session' | 'operator_session') =>
  token ? repo.ticketByHash(ctx.db, hashToken(token), kind) : Promise.resolve(null);

export const endSession = (ctx: AppContext, token: string) => repo.deleteTicket(ctx.db, hashToken(token));

/** Where a finished (or cancelled) member goes: the client's return URL with what happened. */
export function returnTarget(opts: HubOptions, session: repo.HubTicket, result: 'completed' | 'cancelled'): string {
  const fallback = `${opts.appOrigin}/oauth/callback`;
  let url: URL;
  try {
    url = new URL(session.return_url ?? fallback);
  } catch {
    url = new URL(fallback);
  }
  // Only the client's own origin: a return URL elsewhere would make the hub an open redirect.
  if (url.origin !== new URL(opts.appOrigin).origin) url = new URL(fallback);
  url.searchParams.set('verification', session.verification_type === 'domain' ? 'domain' : 'identity');
  url.searchParams.set('result', result);
  return url.toString();
}

// ---------------------------------------------------------------------------------------------------
// What the client reads

export async function userInfo(ctx: AppContext, externalUserId: string): Promise<HubUserAnswer> {
  const member = await repo.memberByExternalId(ctx.db, externalUserId);
  if (!member) return { user: null, verified_domains: [] };
  const domains = await repo.domainsOf(ctx.db, member.id);
  return {
    user: {
      id: member.id,
      external_user_id: member.external_user_id,
      verification_status: member.identity_status as IdentityStatus,
      verified_at: member.identity_verified_at?.toISOString() ?? null,
      failure_reason: member.identity_failure_reason,
    },
    verified_domains: domains.map((d) => ({
      id: d.id,
      domain: d.domain,
      verified_at: d.verified_at?.toISOString() ?? null,
      status: d.status as 'verified' | 'pending' | 'failed',
    })),
  };
}

// ---------------------------------------------------------------------------------------------------
// Identity

export const IDENTITY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export class HubInputError extends Error {}

/** Checks and stores both images in the private `identity` bucket; the member's status becomes pending. */
export async function submitIdentity(
  ctx: AppContext,
  memberId: string,
  files: { document?: { name: string; body: Buffer }; selfie?: { name: string; body: Buffer } },
) {
  if (!files.document || !files.selfie) throw new HubInputError('Please choose both an ID document photo and a selfie.');
  const stored: string[] = [];
  try {
    const keys: Record<'document' | 'selfie', string> = { document: '', selfie: '' };
    for (const field of ['document', 'selfie'] as const) {
      const { name, body } = files[field]!;
      const verdict = await checkUpload(
        { name: name || `${field}.jpg`, body },
        { maxBytes: COMPLIANCE_LIMITS.identityFileMaxBytes, allowed: IDENTITY_IMAGE_TYPES },
      );
      if (!verdict.ok || !verdict.mime || !verdict.ext) {
        throw new HubInputError(`The ${field === 'document' ? 'ID document' : 'selfie'} must be a JPEG, PNG or WebP photo under 10 MB.`);
      }
      let clean: Buffer;
      try {
        clean = await stripImageMetadata(body, verdict.mime);
      } catch {
        throw new HubInputError(`The ${field === 'document' ? 'ID document' : 'selfie'} could not be read as an image.`);
      }
      const key = randomKey(memberId, verdict.ext);
      await ctx.storage.put('identity', key, clean, verdict.mime);
      stored.push(key);
      keys[field] = key;
    }
    const replaced = await ctx.db.transaction(async (tx) => {
      const old = await repo.supersedePendingChecks(tx, memberId);
      await repo.insertCheck(tx, { member_id: memberId, document_key: keys.document, selfie_key: keys.selfie });
      await repo.setIdentity(tx, memberId, { identity_status: 'pending', identity_verified_at: null, identity_failure_reason: null });
      return old;
    });
    // A replaced submission nobody will review: its files go now, not after the retention period.
    for (const c of replaced) await deleteCheckFiles(ctx, c);
  } catch (e) {
    for (const key of stored) await ctx.storage.delete('identity', key).catch(() => {});
    throw e;
  }
}

async function deleteCheckFiles(ctx: AppContext, c: repo.HubIdentityCheck) {
  for (const key of [c.document_key, c.selfie_key]) if (key) await ctx.storage.delete('identity', key);
  await repo.markFilesDeleted(ctx.db, c.id);
}

/** An operator's decision on a pending check; false when it is no longer pending. */
export async function decideIdentity(
  ctx: AppContext,
  checkId: string,
  operatorId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<boolean> {
  const done = await ctx.db.transaction(async (tx) => {
    const c = await repo.decideCheck(tx, checkId, {
      status: decision.approve ? 'approved' : 'failed',
      reason: decision.approve ? null : decision.reason,
      decided_by: operatorId,
    });
    if (!c) return null;
    await repo.setIdentity(
      tx,
      c.member_id,
      decision.approve
        ? { identity_status: 'verified', identity_verified_at: new Date(), identity_failure_reason: null }
        : { identity_status: 'failed', identity_verified_at: null, identity_failure_reason: decision.reason },
    );
    const member = await repo.memberById(tx, c.member_id);
    if (member) await enqueueWebhook(ctx, tx, member.external_user_id);
    return c;
  });
  return done !== null;
}

/**
 * Retention (apps/server/src/features/compliance/README.md): an ID document and a selfie are deleted 30 days after the
 * decision (COMPLIANCE_LIMITS.identityFileRetentionDays), so a member's appeal can still be looked at;
 * a daily job, so a missed day catches up. Returns how many checks had their files deleted.
 */
export async function purgeIdentityFiles(ctx: AppContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - COMPLIANCE_LIMITS.identityFileRetentionDays * 86_400_000);
  const due = await repo.checksWithExpiredFiles(ctx.db, before);
  for (const c of due) await deleteCheckFiles(ctx, c);
  await repo.pruneTickets(ctx.db, now);
  return due.length;
}

// ---------------------------------------------------------------------------------------------------
// Domains

export async function addDomain(ctx: AppContext, memberId: string, domain: string) {
  const existing = await repo.domainsOf(ctx.db, memberId);
  if (existing.length >= COMPLIANCE_LIMITS.domainsPerMember)
    throw new HubInputError('You have reached the limit of domains for one account.');
  const token = randomBytes(18).toString('base64url');
  const row = await repo.insertDomain(ctx.db, { member_id: memberId, domain, token });
  if (!row) throw new HubInputError(`${domain} is already on your list.`);
  await notifyClient(ctx, memberId);
  return row;
}

export async function removeDomain(ctx: AppContext, memberId: string, id: string) {
  await repo.deleteDomain(ctx.db, memberId, id);
  await notifyClient(ctx, memberId);
}

/** The TXT records of the name, flattened; [] when it has none or the lookup failed. */
async function txtRecords(opts: HubOptions, name: string): Promise<string[]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (opts.dnsServers.length) resolver.setServers(opts.dnsServers);
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch {
    return [];
  }
}

/** The DNS proof: `vaulth-verification=<token>` in a TXT record of the domain or of `_vaulth.<domain>`. */
export async function checkDomain(ctx: AppContext, opts: HubOptions, memberId: string, id: string): Promise<repo.HubDomain | null> {
  const d = await repo.domainOf(ctx.db, memberId, id);
  if (!d) return null;
  if (d.status === 'verified') return d;
  const want = `${TXT_PREFIX}${d.token}`;
  const [apex, sub] = await Promise.all([txtRecords(opts, d.domain), txtRecords(opts, `_vaulth.${d.domain}`)]);
  const found = [...apex, ...sub].some((r) => r.trim() === want);
  const updated = await repo.updateDomain(
    ctx.db,
    d.id,
    found
      ? {
          status: 'verified',
          method: 'dns',
          verified_at: new Date(),
          last_checked_at: new Date(),
          failure_reason: null,
          review_requested_at: null,
        }
      : { last_checked_at: new Date() },
  );
  if (found) await notifyClient(ctx, memberId);
  return updated;
}

export async function requestDomainReview(ctx: AppContext, memberId: string, id: string) {
  const d = await repo.domainOf(ctx.db, memberId, id);
  if (!d || d.status === 'verified') return d;
  return repo.updateDomain(ctx.db, d.id, { review_requested_at: new Date(), status: 'pending', failure_reason: null });
}

export async function decideDomain(ctx: AppContext, id: string, decision: { approve: true } | { approve: false; reason: string }) {
  const d = await repo.domainById(ctx.db, id);
  if (!d || d.status === 'verified' || !d.review_requested_at) return false;
  await repo.updateDomain(
    ctx.db,
    id,
    decision.approve
      ? { status: 'verified', method: 'operator', verified_at: new Date(), review_requested_at: null, failure_reason: null }
      : { status: 'failed', review_requested_at: null, failure_reason: decision.reason },
  );
  await notifyClient(ctx, d.member_id);
  return true;
}

// ---------------------------------------------------------------------------------------------------
// Webhooks to the client

async function notifyClient(ctx: AppContext, memberId: string) {
  const member = await repo.memberById(ctx.db, memberId);
  if (member) await enqueueWebhook(ctx, ctx.db, member.external_user_id);
}

const enqueueWebhook = (ctx: AppContext, executor: Parameters<AppContext['jobs']['enqueue']>[0], externalUserId: string) =>
  ctx.jobs.enqueue(executor, { kind: HUB_WEBHOOK_JOB, payload: { external_user_id: externalUserId } });

/** The options of the hub last mounted on a context (tests build several apps on one; the newest serves). */
const mounted = new WeakMap<AppContext, HubOptions>();

/** The hub's jobs: the signed webhook (retried with the jobs' backoff) and the daily purge of ID files. */
export function defineHubJobs(ctx: AppContext, hubOptions: HubOptions) {
  mounted.set(ctx, hubOptions);
  // Once per context: defineJob refuses a kind twice.
  if (ctx.jobs.kinds().includes(HUB_WEBHOOK_JOB)) return;
  ctx.jobs.defineJob<{ external_user_id: string }>(
    HUB_WEBHOOK_JOB,
    async (payload, job) => {
      const opts = mounted.get(ctx);
      if (!opts) return;
      const url = opts.webhookUrl();
      // Not listening (yet): tried again with the jobs' backoff; polling by the app covers the gap.
      if (!url) throw new Error('the app is not listening');
      const body = JSON.stringify({ event: 'user.updated', external_user_id: payload.external_user_id });
      const target = new URL(url);
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signHubRequest(opts.credentials, 'POST', target.pathname + target.search, body),
        },
        body,
        signal: AbortSignal.any([job.signal, AbortSignal.timeout(10_000)]),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
    },
    { maxAttempts: 8 },
  );
  ctx.jobs.defineJob(HUB_PURGE_JOB, async () => void (await purgeIdentityFiles(ctx)));
  ctx.jobs.dailyAt(HUB_PURGE_JOB, 3);
}
