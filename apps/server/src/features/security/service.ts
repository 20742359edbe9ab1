import { createHash } from 'node:crypto';
import { LIMITS, SECURITY_LIMITS } from '@mb/contract/limits';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { SecurityEventType, SecuritySummary, SecurityThreatRule } from '@mb/contract/security';
import { MESSAGES, SECURITY_MESSAGES } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { notify } from '../notifications/index.ts';
import { staffIdsWithPermission, staffStatusOf } from '../staff/index.ts';
import { presentAlert, presentEvent } from './presenter.ts';
import * as repo from './repository.ts';

export interface SecurityEventInput {
  /** The member concerned, when there is one (a failed sign-in has none). */
  userId?: string | null;
  type: SecurityEventType;
  /** Small facts about the event: never a password, a token or a raw e-mail. */
  data?: Record<string, unknown>;
  ip?: string | null;
}

const MAX_STRING = 200;

/**
 * jsonb refuses NUL (\u0000), and a stored event must never carry what it reports in full: strings
 * lose control characters and are cut to 200 characters, nesting is kept shallow.
 */
function clean(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_STRING);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (depth >= 4) return null;
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => clean(v, depth + 1));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .slice(0, 20)
        .map(([k, v]) => [clean(k) as string, clean(v, depth + 1)]),
    );
  }
  return null;
}

/**
 * Writes one security event (spec §3 activity_events) with the caller's executor, so a caller with a
 * transaction (a role change) records it atomically with the change. Threat detection is not run
 * here; reportSecurityEvent does both for the platform's own hooks.
 */
export async function recordSecurityEvent(db: Executor, e: SecurityEventInput): Promise<repo.ActivityEventRow> {
  if (!e.type.startsWith('security_')) throw new Error(`security event types start with security_: ${e.type}`);
  return repo.insertEvent(db, {
    user_id: e.userId ?? null,
    event_type: e.type,
    event_data: clean(e.data ?? {}) as Record<string, unknown>,
    ip: e.ip ? (clean(e.ip) as string) : null,
  });
}

/**
 * Records an event and runs threat detection on it: what the platform's hooks (failed sign-ins,
 * throttles, suspicious input) call. Never throws: a request must not fail because its security
 * event could not be written; the failure is logged instead.
 */
export async function reportSecurityEvent(ctx: AppContext, e: SecurityEventInput): Promise<void> {
  try {
    const row = await recordSecurityEvent(ctx.db, e);
    await detectSecurityThreats(ctx, row);
  } catch (err) {
    ctx.log.error({ err, type: e.type }, 'security event could not be recorded');
  }
}

/** The e-mail a failed sign-in named, as stored: SHA-256 of the trimmed, lower-cased address. */
export const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** A wrong password (or an unknown e-mail) at sign-in, or a wrong current password before a sensitive change. */
export const failedLoginEvent = (attempt: { email?: string; userId?: string; ip: string; via: string }): SecurityEventInput => ({
  type: 'security_failed_login',
  userId: attempt.userId ?? null,
  ip: attempt.ip,
  data: { via: attempt.via, ...(attempt.email ? { email_hash: emailHash(attempt.email) } : {}) },
});

/** Sources remembered per window before the memory is cleared (a flood of fresh addresses stays bounded). */
const REPORTER_MAX_SOURCES = 50_000;
const reporters = new WeakMap<AppContext, (e: SecurityEventInput) => Promise<void>>();

/**
 * What `buildApp` (app.ts) hands the web kit, and what records auth's refused passwords
 * ('auth.sign_in_failed', in the security module): reportSecurityEvent with a
 * budget. Reads are not throttled, so without one every suspicious GET (or every 429 of a flood) would
 * cost a write: at most SECURITY_LIMITS.eventsPerSource events of one type from one address and member
 * are stored per 15-minute window on each instance (far above every threshold, so alerts are
 * unaffected); the rest are dropped, with one warning per source and window. One reporter, with its
 * own memory, per app.
 */
export function securityReporter(ctx: AppContext): (e: SecurityEventInput) => Promise<void> {
  let reporter = reporters.get(ctx);
  if (!reporter) {
    reporter = newReporter(ctx);
    reporters.set(ctx, reporter);
  }
  return reporter;
}

function newReporter(ctx: AppContext): (e: SecurityEventInput) => Promise<void> {
  const windowMs = SECURITY_LIMITS.threatWindowSeconds * 1000;
  const seen = new Map<string, number>();
  let window = 0;
  return async (e) => {
    const w = Math.floor(Date.now() / windowMs);
    if (w !== window || seen.size >= REPORTER_MAX_SOURCES) {
      seen.clear();
      window = w;
    }
    const key = `${e.type}|${e.ip ?? ''}|${e.userId ?? ''}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n > SECURITY_LIMITS.eventsPerSource) {
      if (n === SECURITY_LIMITS.eventsPerSource + 1)
        ctx.log.warn(
          { type: e.type, ip: e.ip, userId: e.userId },
          'security events from one source over budget; dropping the rest of this window',
        );
      return;
    }
    await reportSecurityEvent(ctx, e);
  };
}

/** detect_security_threats (spec §7): each rule counts one event type per subject against a §9 threshold. */
const RULES: Record<SecurityThreatRule, { type: SecurityEventType; threshold: number; describe: (n: number, minutes: number) => string }> =
  {
    failed_logins: { type: 'security_failed_login', threshold: LIMITS.alertFailedLogins, describe: SECURITY_MESSAGES.failedLogins },
    rapid_requests: { type: 'security_rate_limited', threshold: LIMITS.alertRapidRequests, describe: SECURITY_MESSAGES.rapidRequests },
    suspicious_patterns: {
      type: 'security_suspicious_input',
      threshold: LIMITS.alertSuspiciousPatterns,
      describe: SECURITY_MESSAGES.suspiciousPatterns,
    },
  };

interface Subject {
  key: string;
  filter: repo.SubjectFilter;
  describe: string;
}

/** Who an event can be held against: its address, its member, and for a failed sign-in the account tried. */
function subjectsOf(row: repo.ActivityEventRow): Subject[] {
  const out: Subject[] = [];
  if (row.ip) out.push({ key: `ip:${row.ip}`, filter: { ip: row.ip }, describe: SECURITY_MESSAGES.subjectIp(row.ip) });
  if (row.user_id)
    out.push({ key: `user:${row.user_id}`, filter: { userId: row.user_id }, describe: SECURITY_MESSAGES.subjectUser(row.user_id) });
  const hash = row.event_data.email_hash;
  if (typeof hash === 'string' && hash) {
    out.push({ key: `email:${hash}`, filter: { emailHash: hash }, describe: SECURITY_MESSAGES.subjectEmail(hash) });
  }
  return out;
}

/**
 * After an event: for each of its subjects, count that subject's events of the same type over the
 * last 15 minutes (SECURITY_LIMITS.threatWindowSeconds); a count at the §9 threshold raises an alert.
 * At most one alert per rule and subject in each 15-minute window (the unique key decides races), and
 * one notification per event even when several subjects cross at once (one address trying one account):
 * a system_update to every staff member with content_moderation, pointing at /admin.
 */
export async function detectSecurityThreats(ctx: AppContext, row: repo.ActivityEventRow): Promise<number> {
  const entry = Object.entries(RULES).find(([, r]) => r.type === row.event_type);
  if (!entry) return 0;
  const [rule, { type, threshold, describe }] = entry as [SecurityThreatRule, (typeof RULES)[SecurityThreatRule]];
  const windowMs = SECURITY_LIMITS.threatWindowSeconds * 1000;
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const since = new Date(now - windowMs);
  const crossing: Subject[] = [];
  for (const subject of subjectsOf(row)) {
    const standing = await repo.subjectStanding(ctx.database, {
      rule,
      subject: subject.key,
      windowStart,
      type,
      filter: subject.filter,
      since,
      cap: threshold,
    });
    if (!standing.alerted && standing.count >= threshold) crossing.push(subject);
  }
  if (!crossing.length) return 0;
  const minutes = SECURITY_LIMITS.threatWindowSeconds / 60;
  return ctx.db.transaction(async (tx) => {
    const raised: Subject[] = [];
    for (const subject of crossing) {
      const alert = await repo.insertAlertOnce(tx, { rule, subject: subject.key, window_start: windowStart, event_count: threshold });
      if (alert) raised.push(subject);
    }
    if (!raised.length) return 0;
    ctx.log.warn({ rule, subjects: raised.map((s) => s.key) }, 'security alert');
    const content = `${describe(threshold, minutes)} ${raised.map((s) => s.describe).join(', ')}. ${SECURITY_MESSAGES.openDashboard}`;
    for (const staffId of await staffIdsWithPermission(tx, 'content_moderation')) {
      await notify(ctx, tx, staffId, { type: 'system_update', title: SECURITY_MESSAGES.alertTitle, content, action_url: '/admin' });
    }
    return raised.length;
  });
}

/** For the /admin dashboard (helper staff): counts by type, the busiest addresses and the latest alerts since a moment. */
export async function securitySummary(ctx: AppContext, since: Date): Promise<SecuritySummary> {
  const [byType, sources, alerts] = await Promise.all([
    repo.countByType(ctx.db, since),
    repo.topSources(ctx.db, since, SECURITY_LIMITS.summaryTopSources),
    repo.recentAlerts(ctx.db, since, SECURITY_LIMITS.summaryRecentAlerts),
  ]);
  return {
    since: since.toISOString(),
    total: byType.reduce((n, r) => n + r.count, 0),
    by_type: byType.map((r) => ({ type: r.type, count: r.count })),
    top_sources: sources.map((r) => ({ ip: r.ip, count: r.count })),
    recent_alerts: alerts.map(presentAlert),
  };
}

/** The staff list: the last 24 hours, newest first, for admins and staff with content_moderation. */
export async function listRecentSecurityEvents(ctx: AppContext, actor: Actor) {
  const status = await staffStatusOf(ctx, actor.userId);
  if (!status.is_admin && !status.permissions.includes('content_moderation')) {
    throw new AppError('forbidden', MESSAGES.staffDenied);
  }
  const since = new Date(Date.now() - SECURITY_LIMITS.eventListHours * 3_600_000);
  const rows = await repo.listEventsSince(ctx.db, since, SECURITY_LIMITS.eventListMax);
  return {
    since: since.toISOString(),
    events: rows.slice(0, SECURITY_LIMITS.eventListMax).map(presentEvent),
    truncated: rows.length > SECURITY_LIMITS.eventListMax,
  };
}

const PRUNE_JOB = 'security.prune_events';

/**
 * Security events and alerts are kept 90 days (SECURITY_LIMITS.retentionDays): long enough to look
 * into an incident, not longer, since they hold addresses. A daily job, once across instances.
 */
export function registerSecurityJobs(ctx: AppContext): void {
  if (ctx.jobs.kinds().includes(PRUNE_JOB)) return;
  ctx.jobs.defineJob(PRUNE_JOB, async () => {
    const n = await pruneSecurityEvents(ctx);
    if (n) ctx.log.info({ deleted: n }, 'security events past retention deleted');
  });
  ctx.jobs.dailyAt(PRUNE_JOB, 3);
}

export function pruneSecurityEvents(ctx: AppContext, now = Date.now()): Promise<number> {
  return repo.pruneOlderThan(ctx.db, new Date(now - SECURITY_LIMITS.retentionDays * 86_400_000));
}

/**
 * On 'auth.new_device_sign_in': the member hears of a sign-in from a browser new to their account in the
 * app and by push (issue 36: security alerts are pushed), beside the mail auth sends. A type of its own,
 * pushed under the system updates switch; it has no e-mail of its own, the mail above is that.
 */
export async function alertNewDevice(ctx: AppContext, e: { tx: Executor; userId: string; device: string; country: string | null }) {
  const T = NOTICE_TEXT.security;
  await notify(ctx, e.tx, e.userId, {
    type: 'security_alert',
    title: T.newDevice,
    content: e.country
      ? words(T.newDevicePlaceContent, { device: e.device, country: e.country })
      : words(T.newDeviceContent, { device: e.device }),
    action_url: '/settings?tab=security',
  });
}
