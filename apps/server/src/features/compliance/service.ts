import {
  COMPLIANCE_MESSAGES,
  type ComplianceMe,
  IDENTITY_STATUSES,
  type IdentityState,
  type IdentityStatus,
  OAUTH_CALLBACK_PATH,
  type VerifiedDomain,
} from '@mb/contract/compliance';
import type { ModerationDetails } from '@mb/contract/moderation';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { SystemPartHealth } from '@mb/contract/system';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { probeHttp } from '../../platform/http-probe.ts';
import { derivedHubCredentials, type HubUserAnswer, hubWebhookBody, verifyHubRequest } from '../../platform/hub-protocol.ts';
import { allowPrivateTargets } from '../../platform/net-guard.ts';
import { emailOf } from '../auth/index.ts';
import type { ModerationTypeDef } from '../moderation/index.ts';
import * as moderation from '../moderation/index.ts';
import { notify } from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { platformSetting } from '../staff/index.ts';
import { type ComplianceHub, HubError, httpHub } from './hub-client.ts';
import * as repo from './repository.ts';

export { HubError } from './hub-client.ts';

// ---------------------------------------------------------------------------------------------------
// Which hub (README.md)

/** Where this server can reach itself (the built-in hub's API), per app: app.ts binds it once listening. */
const selfUrls = new WeakMap<AppContext, () => string | null>();

/** app.ts: how the HTTP client reaches the built-in hub in this process (its listening address). */
export function bindBuiltinHub(ctx: AppContext, selfUrl: () => string | null) {
  selfUrls.set(ctx, selfUrl);
}

/** The built-in hub's credentials: derived from the server's secret, never configured, never shown. */
export const builtinHubCredentials = (ctx: AppContext) => derivedHubCredentials(ctx.tokens.secret);

/**
 * The hub in use: an external one when /admin/platforms (compliance_hub_base_url and keys) or the
 * environment (COMPLIANCE_HUB_URL, _API_KEY, _API_SECRET) names it; otherwise the built-in hub under
 * this server's /hub, over HTTP on its own listening address.
 */
export async function currentHub(ctx: AppContext): Promise<ComplianceHub> {
  const external = (await platformSetting(ctx, 'compliance_hub_base_url')) || ctx.config.COMPLIANCE_HUB_URL;
  if (external) {
    const apiKey = (await platformSetting(ctx, 'compliance_hub_api_key')) ?? ctx.config.COMPLIANCE_HUB_API_KEY;
    const apiSecret = (await platformSetting(ctx, 'compliance_hub_api_secret')) ?? ctx.config.COMPLIANCE_HUB_API_SECRET;
    if (!apiKey || !apiSecret) throw new HubError('the external compliance hub has no API key or secret configured');
    return httpHub({
      baseUrl: external,
      credentials: { apiKey, apiSecret },
      provider: 'vaulth',
      allowPrivate: allowPrivateTargets(ctx.config),
    });
  }
  const self = selfUrls.get(ctx)?.();
  if (!self || ctx.config.COMPLIANCE_HUB_BUILTIN === 'off') throw new HubError('no compliance hub is configured');
  // The built-in hub answers from this very process, so it is slow only when the whole server is: a
  // longer wait than an external hub gets, instead of telling members the hub is down under load.
  // It is this process's own address (loopback in tests), so it is never held to the outgoing address rule.
  return httpHub({
    baseUrl: `${self}/hub`,
    credentials: builtinHubCredentials(ctx),
    provider: 'vaulth-builtin',
    timeoutMs: 30_000,
    allowPrivate: true,
  });
}

/**
 * The System page's check of the hub in use ('system.part_probe'): one GET of its address (the built-in
 * hub's stylesheet, an external hub's front page); 5xx or no answer is down.
 */
export async function hubHealth(ctx: AppContext): Promise<Omit<SystemPartHealth, 'part'>> {
  const external = (await platformSetting(ctx, 'compliance_hub_base_url')) || ctx.config.COMPLIANCE_HUB_URL;
  const self = selfUrls.get(ctx)?.();
  if (!external && (!self || ctx.config.COMPLIANCE_HUB_BUILTIN === 'off')) {
    return { state: 'off', detail: 'No compliance hub is configured.', latency_ms: null };
  }
  const what = external ? 'The external compliance hub' : 'The built-in compliance hub';
  const r = await probeHttp(external ? `${external.replace(/\/$/, '')}/` : `${self}/hub/hub.css`);
  return r.status >= 500
    ? { state: 'down', detail: `${what} answered ${r.status}.`, latency_ms: r.ms }
    : { state: 'ok', detail: `${what} answered.`, latency_ms: r.ms };
}

/** The built-in hub's front page, under this server (app.ts mounts the hub at /hub). */
export const BUILTIN_HUB_PATH = '/hub/';

/**
 * Where members open the hub in use in their browser: the external hub's address, or the built-in
 * hub's front page on this site ('/hub/', its sign-in); null when there is none (the built-in one is
 * off and no external one is set). The footer's Compliance Hub link and the sign-in fallback follow it.
 */
export async function publicHubUrl(ctx: AppContext): Promise<string | null> {
  return hubUrlFor(ctx.config, await platformSetting(ctx, 'compliance_hub_base_url'));
}

/** publicHubUrl with the /admin/platforms address given (null: none saved, or unreadable). */
export function hubUrlFor(config: AppContext['config'], savedBaseUrl: string | null): string | null {
  const external = savedBaseUrl || config.COMPLIANCE_HUB_URL;
  if (external) return external.replace(/\/+$/, '');
  return config.COMPLIANCE_HUB_BUILTIN === 'off' ? null : BUILTIN_HUB_PATH;
}

const unavailable = (ctx: AppContext, e: unknown, message: string): never => {
  if (!(e instanceof HubError)) throw e;
  // A warning, not an error: the hub is another system, and the member gets a clear answer.
  ctx.log.warn({ err: e.message }, 'compliance hub call failed');
  throw new AppError('unavailable', message);
};

// ---------------------------------------------------------------------------------------------------
// SSO (spec §7)

export async function createSsoSession(
  ctx: AppContext,
  actor: Actor,
  input: { verificationType: 'identity' | 'domain'; userEmail?: string },
) {
  const email = await emailOf(ctx.db, actor.userId);
  if (!email) throw new AppError('unauthenticated', COMPLIANCE_MESSAGES.ssoTokenFailed);
  // The session is always the caller's own: a different e-mail is refused, never used.
  if (input.userEmail && input.userEmail.toLowerCase() !== email.toLowerCase()) {
    throw new AppError('validation_failed', COMPLIANCE_MESSAGES.ssoValidationFailed('the e-mail is not your account’s'), {
      userEmail: COMPLIANCE_MESSAGES.ssoValidationFailed('the e-mail is not your account’s'),
    });
  }
  const { profile } = await profiles.ensureProfile(ctx.db, actor.userId);
  try {
    const hub = await currentHub(ctx);
    const s = await hub.createSsoSession({
      userId: actor.userId,
      email,
      displayName: profile.display_name ?? profile.username ?? null,
      verificationType: input.verificationType,
    });
    return { success: true as const, session_token: s.session_token, session_id: s.session_id };
  } catch (e) {
    return unavailable(ctx, e, COMPLIANCE_MESSAGES.ssoTokenFailed);
  }
}

/** spec §7 vaulth-sso-login: the hub comes back to /oauth/callback?return_to=<the same-site path>. */
export async function ssoLogin(ctx: AppContext, actor: Actor, input: { session_token: string; return_url: string }) {
  const returnUrl = `${ctx.config.publicUrl}${OAUTH_CALLBACK_PATH}?return_to=${encodeURIComponent(input.return_url)}`;
  let url: string | null;
  try {
    const hub = await currentHub(ctx);
    url = await hub.verificationUrl({ userId: actor.userId, sessionToken: input.session_token, returnUrl });
  } catch (e) {
    return unavailable(ctx, e, COMPLIANCE_MESSAGES.verificationUrlFailed);
  }
  if (!url) {
    throw new AppError('validation_failed', COMPLIANCE_MESSAGES.sessionInvalid, { session_token: COMPLIANCE_MESSAGES.sessionInvalid });
  }
  return { success: true as const, verification_url: url };
}

/** spec §7 sso-token-exchange: the same answer for every e-mail (the hub's sign-in page), never a lookup. */
export async function ssoExchange(ctx: AppContext, input: { email: string; target_url: string }) {
  try {
    const hub = await currentHub(ctx);
    return { success: true as const, sso_url: await hub.ssoExchange(input.email, input.target_url) };
  } catch (e) {
    return unavailable(ctx, e, COMPLIANCE_MESSAGES.ssoInitiateFailed);
  }
}

export async function operatorLink(ctx: AppContext, actor: Actor) {
  const { profile } = await profiles.ensureProfile(ctx.db, actor.userId);
  try {
    const hub = await currentHub(ctx);
    return { url: await hub.operatorLink(actor.userId, profile.display_name ?? profile.username ?? 'staff member') };
  } catch (e) {
    return unavailable(ctx, e, COMPLIANCE_MESSAGES.hubUnavailable);
  }
}

// ---------------------------------------------------------------------------------------------------
// Status: the hub's answer, our stored copy, and keeping them in step

const asStatus = (v: string | null | undefined): IdentityStatus =>
  (IDENTITY_STATUSES as readonly string[]).includes(v ?? '') ? (v as IdentityStatus) : 'not_started';

/**
 * Stores what the hub says about the member's identity when it differs from our copy: the
 * user_verification_status row and profiles.vaulth_* in one transaction (row locked, so a webhook and a
 * poll never both notify), `profile.updated` to their tabs, and a notification when it became verified
 * or failed.
 */
export async function syncIdentity(ctx: AppContext, userId: string, info: HubUserAnswer, provider: string) {
  const status = asStatus(info.user?.verification_status);
  const verifiedAt = info.user?.verified_at ?? null;
  const hubUserId = info.user?.id ?? null;
  const failure = info.user?.failure_reason ?? null;
  const { profile } = await profiles.ensureProfile(ctx.db, userId);
  const stored = await repo.findStatus(ctx.db, userId);
  const same = (row: repo.VerificationRow | null, p: profiles.ProfileRow) =>
    (row?.status ?? 'not_started') === status &&
    (row?.verified_at?.toISOString() ?? null) === verifiedAt &&
    ((row?.verification_data.failure_reason as string | undefined) ?? null) === failure &&
    p.vaulth_verified === (status === 'verified') &&
    (p.vaulth_verification_status ?? 'not_started') === status &&
    p.vaulth_user_id === hubUserId;
  if (same(stored, profile)) return false;
  return ctx.db.transaction(async (tx) => {
    const row = await repo.lockStatus(tx, userId);
    const { profile: fresh } = await profiles.ensureProfile(tx, userId);
    if (same(row, fresh)) return false;
    const before = row.status;
    await repo.writeStatus(tx, {
      profile_id: userId,
      verification_type: 'identity',
      status,
      verified_at: verifiedAt ? new Date(verifiedAt) : null,
      provider,
      verification_data: { hub_user_id: hubUserId, failure_reason: failure },
    });
    await profiles.setVaulthState(ctx, tx, userId, {
      vaulth_verified: status === 'verified',
      vaulth_verification_status: status,
      vaulth_user_id: hubUserId,
    });
    if (before !== status && status === 'verified') {
      await notify(ctx, tx, userId, {
        type: 'system_update',
        title: COMPLIANCE_MESSAGES.identityVerifiedTitle,
        content: COMPLIANCE_MESSAGES.identityVerifiedBody,
        action_url: '/compliance',
      });
    } else if (before !== status && status === 'failed') {
      await notify(ctx, tx, userId, {
        type: 'system_update',
        title: COMPLIANCE_MESSAGES.identityFailedTitle,
        content: COMPLIANCE_MESSAGES.identityFailedBody(`${(failure ?? 'no reason was given').replace(/\.?$/, '.')}`),
        action_url: '/compliance',
      });
    }
    return true;
  });
}

async function storedIdentity(ctx: AppContext, userId: string): Promise<IdentityState> {
  const row = await repo.findStatus(ctx.db, userId);
  const { profile } = await profiles.ensureProfile(ctx.db, userId);
  return {
    status: asStatus(row?.status ?? profile.vaulth_verification_status ?? (profile.vaulth_verified ? 'verified' : null)),
    verified_at: row?.verified_at?.toISOString() ?? null,
    provider: row?.provider ?? null,
    source: 'stored',
    failure_reason: (row?.verification_data.failure_reason as string | undefined) ?? null,
  };
}

/** spec §7 vaulth-user-info, stored into our copy; when the hub fails, our copy and hub_ok false (spec §4). */
export async function complianceMe(ctx: AppContext, userId: string): Promise<ComplianceMe> {
  let identity: IdentityState;
  let domains: VerifiedDomain[] = [];
  let hubOk = true;
  try {
    const hub = await currentHub(ctx);
    const info = await hub.userInfo(userId);
    await syncIdentity(ctx, userId, info, hub.provider);
    identity = {
      status: asStatus(info.user?.verification_status),
      verified_at: info.user?.verified_at ?? null,
      provider: info.user ? hub.provider : null,
      source: 'hub',
      failure_reason: info.user?.failure_reason ?? null,
    };
    domains = info.verified_domains;
  } catch (e) {
    if (!(e instanceof HubError)) throw e;
    ctx.log.warn({ err: e.message }, 'compliance hub call failed; answering the stored status');
    identity = await storedIdentity(ctx, userId);
    hubOk = false;
  }
  const { profile } = await profiles.ensureProfile(ctx.db, userId);
  return {
    identity,
    domains,
    hub_ok: hubOk,
    profile_domain: {
      domain_name: profile.domain_name,
      domain_verified: profile.domain_verified,
      verification_status: profile.verification_status,
    },
  };
}

/**
 * THE capability later features read (spec §6: verified members upload NSFW content and skip the
 * moderation delay): our stored copy, never a hub call, so it is cheap and works when the hub is down.
 */
export async function isIdentityVerified(ctx: AppContext, userId: string): Promise<boolean> {
  const { profile } = await profiles.ensureProfile(ctx.db, userId);
  return profile.vaulth_verified;
}

/** When the member's identity was verified (our stored copy; null when not verified or unknown). MB Trophy's fresh-identity signal. */
export async function identityVerifiedAt(ctx: AppContext, userId: string): Promise<Date | null> {
  const row = await repo.findStatus(ctx.db, userId);
  return row?.status === 'verified' ? (row.verified_at ?? null) : null;
}

/** The same, read with the caller's executor (inside its transaction: the 2257 records' performer rows). */
export async function identityVerifiedAtIn(db: Executor, userId: string): Promise<Date | null> {
  const row = await repo.findStatus(db, userId);
  return row?.status === 'verified' ? (row.verified_at ?? null) : null;
}

/** The member's domains with their status: from the hub, or (hub down) the one linked to the profile. */
export async function verifiedDomainsOf(ctx: AppContext, userId: string): Promise<{ domains: VerifiedDomain[]; source: 'hub' | 'stored' }> {
  try {
    const hub = await currentHub(ctx);
    return { domains: (await hub.userInfo(userId)).verified_domains, source: 'hub' };
  } catch (e) {
    if (!(e instanceof HubError)) throw e;
    const { profile } = await profiles.ensureProfile(ctx.db, userId);
    const domains: VerifiedDomain[] = profile.domain_name
      ? [{ id: 'profile', domain: profile.domain_name, verified_at: null, status: profile.domain_verified ? 'verified' : 'pending' }]
      : [];
    return { domains, source: 'stored' };
  }
}

/** A signed webhook from the hub: re-read that member from the hub (the body is only a nudge) and store it. */
export async function handleWebhook(
  ctx: AppContext,
  req: { headers: Record<string, string | string[] | undefined>; url: string; rawBody: string },
) {
  let hub: ComplianceHub;
  try {
    hub = await currentHub(ctx);
  } catch (e) {
    return unavailable(ctx, e, COMPLIANCE_MESSAGES.hubUnavailable);
  }
  if (!verifyHubRequest(hub.credentials, req.headers, 'POST', req.url, req.rawBody)) {
    throw new AppError('unauthenticated', 'A valid hub signature is required.');
  }
  let body: ReturnType<typeof hubWebhookBody.parse>;
  try {
    body = hubWebhookBody.parse(JSON.parse(req.rawBody));
  } catch {
    throw new AppError('bad_request', 'Unreadable webhook body.');
  }
  const profile = await profiles.profilesByIds(
    ctx,
    [body.external_user_id].filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
  );
  if (!profile.length) return { ok: true as const };
  try {
    await syncIdentity(ctx, body.external_user_id, await hub.userInfo(body.external_user_id), hub.provider);
  } catch (e) {
    return unavailable(ctx, e, COMPLIANCE_MESSAGES.hubUnavailable);
  }
  return { ok: true as const };
}

// ---------------------------------------------------------------------------------------------------
// Domains (spec §4 domain step, §5 "Domain selection needs a chosen id present in the list")

export async function selectDomain(ctx: AppContext, userId: string, domainId: string) {
  let domains: VerifiedDomain[];
  try {
    const hub = await currentHub(ctx);
    domains = (await hub.userInfo(userId)).verified_domains;
  } catch (e) {
    return unavailable(ctx, e, COMPLIANCE_MESSAGES.fetchDomainsFailed);
  }
  const chosen = domains.find((d) => d.id === domainId);
  if (!chosen)
    throw new AppError('validation_failed', COMPLIANCE_MESSAGES.domainNotInList, { domain_id: COMPLIANCE_MESSAGES.domainNotInList });
  const verified = chosen.status === 'verified';
  await ctx.db.transaction((tx) => profiles.setDomainState(ctx, tx, userId, { domain_name: chosen.domain, domain_verified: verified }));
  return { domain_name: chosen.domain, domain_verified: verified };
}

export const DOMAIN_MODERATION_TYPE = 'domain_verification';

/** spec §4 manual verification: verification_status pending and a queue item (2-3 business days). */
export async function requestManualDomain(ctx: AppContext, userId: string, domain: string) {
  await ctx.db.transaction(async (tx) => {
    await profiles.setDomainState(ctx, tx, userId, { domain_name: domain, domain_verified: false, verification_status: 'pending' });
    await moderation.enqueueModeration(ctx, tx, {
      type: DOMAIN_MODERATION_TYPE,
      subjectId: userId,
      ownerId: userId,
      summary: { title: `Domain: ${domain}`, domain, requested_at: new Date().toISOString() },
    });
  });
  return { verification_status: 'pending' as const };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Moderators verify a business domain by hand (spec §6, within 2-3 business days); the compliance module gives it. */
export const domainModerationType: ModerationTypeDef = {
  type: DOMAIN_MODERATION_TYPE,
  label: 'Domain verifications',
  told: NOTICE_TEXT.moderated.domain,
  actionUrl: '/compliance',
  async describe(ctx, item): Promise<ModerationDetails> {
    const domain = str(item.summary.domain);
    const [p] = await profiles.profilesByIds(ctx, [item.owner_id]);
    return {
      title: `Domain ${domain} of ${p?.display_name || p?.username || 'a member'}`,
      images: [],
      facts: [
        { label: 'Domain', value: domain },
        { label: 'Requested', value: str(item.summary.requested_at) || item.created_at.toISOString(), kind: 'datetime' },
        {
          label: 'How to check',
          value: `Look for a TXT record "vaulth-verification=..." on ${domain}, or the business's contact with the domain's owner.`,
        },
      ],
      current: Boolean(p && p.domain_name === domain && p.verification_status === 'pending'),
    };
  },
  async onApprove(ctx, tx, item) {
    await profiles.setDomainState(ctx, tx, item.owner_id, {
      domain_name: str(item.summary.domain),
      domain_verified: true,
      verification_status: 'verified',
    });
    return undefined;
  },
  async onReject(ctx, tx, item) {
    await profiles.setDomainState(ctx, tx, item.owner_id, { domain_verified: false, verification_status: 'rejected' });
    return undefined;
  },
};
