import { MAIL_TEXT } from '@mb/contract/mail-text';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import {
  type AdminPro,
  type DowngradeResult,
  type GraceStatus,
  PRO_MESSAGES,
  PRO_TIMING,
  type ProConsistency,
  type ProGrantsInput,
  type ProStatus,
} from '@mb/contract/pro';
import type { SubscriptionStatus } from '@mb/contract/profiles';
import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { joined, mailDate, mailText, type Words, words, wordsDate } from '../../platform/i18n.ts';
import { provision } from '../../platform/modules.ts';
import { recipientOf } from '../auth/index.ts';
import { notify } from '../notifications/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import { recordAdminAction } from '../staff/index.ts';
import * as repo from './repository.ts';

// Pro status and the grace period (README.md; spec §3, §4, §7, §9).
// The paid subscription and the admins' grants live on the profiles row (profiles service writes
// them); the rules that read them are profiles' isProRow / graceOfRow, so every feature agrees.

const DAY_MS = 86_400_000;
export const GRACE_SWEEP_JOB = 'pro.grace_sweep';
export const GRACE_NOTICE_JOB = 'pro.grace_notice';
export const GRACE_EXPIRE_JOB = 'pro.grace_expire';

// ---------------------------------------------------------------------------------------------------
// The billing feature answers the cycle, auto-rebill and next charge.

export interface BillingSummary {
  billing_cycle: 'monthly' | 'yearly';
  auto_rebill: boolean;
  next_billing_date: Date | null;
}
declare module '../../platform/modules.ts' {
  interface Provisions {
    /** The member's Pro subscription as billing knows it (null: none). */
    'billing.subscription_summary': (ctx: AppContext, userId: string) => Promise<BillingSummary | null>;
  }
}

async function billingOf(ctx: AppContext, userId: string): Promise<BillingSummary | null> {
  try {
    return await provision(ctx, 'billing.subscription_summary')(ctx, userId);
  } catch (err) {
    // Spec §4: on an error the billing fields fall back to their defaults; Pro itself is the profile's.
    ctx.log.warn({ err, userId }, 'billing summary unavailable for the Pro status');
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// Unified status (spec §7 get_unified_pro_status)

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const daysUntil = (end: Date, now: Date) => Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));

export function presentProStatus(row: profiles.ProfileRow | undefined, billing: BillingSummary | null, now = new Date()): ProStatus {
  const paid = row ? profiles.isPaidProRow(row, now) : false;
  const granted = row ? profiles.isGrantedProRow(row, now) : false;
  // The later of the sources that make the member Pro; a paid period with no end date is open-ended.
  const openEnded = paid && row?.subscription_end_date === null;
  const ends = [paid ? row?.subscription_end_date : null, granted ? row?.moderator_granted_end_date : null].filter(
    (d): d is Date => d instanceof Date,
  );
  const proEnd = openEnded || ends.length === 0 ? null : new Date(Math.max(...ends.map((d) => d.getTime())));
  return {
    is_pro_user: paid || granted,
    is_sponsor_user: row?.is_sponsor ?? false,
    pro_end_date: iso(proEnd),
    is_moderator_granted: granted,
    subscription_status: row?.subscription_status ?? null,
    subscription_end_date: iso(row?.subscription_end_date),
    moderator_granted_end_date: iso(row?.moderator_granted_end_date),
    is_ambassador: row?.is_ambassador ?? false,
    billing_cycle: billing?.billing_cycle ?? null,
    // Spec §4 'Auto-rebill is true when the server value is missing or false': so always true, as written
    // (billing's own pages show its real setting; this field follows the spec's rule).
    auto_rebill: true,
    next_billing_date: iso(billing?.next_billing_date),
    days_remaining: proEnd ? daysUntil(proEnd, now) : 0,
  };
}

export async function unifiedProStatus(ctx: AppContext, userId: string): Promise<ProStatus> {
  const [row, billing] = await Promise.all([profiles.profileRowOf(ctx.db, userId), billingOf(ctx, userId)]);
  return presentProStatus(row, billing);
}

// ---------------------------------------------------------------------------------------------------
// Grace status (spec §7 get_grace_period_status)

export async function graceStatus(ctx: AppContext, userId: string): Promise<GraceStatus> {
  const row = await profiles.profileRowOf(ctx.db, userId);
  const now = new Date();
  const g = row ? profiles.graceOfRow(row, now) : { active: false, end: null };
  if (!g.active || !g.end) {
    return {
      grace_period_active: false,
      grace_period_end_date: null,
      days_remaining: 0,
      videos_at_risk: 0,
      albums_at_risk: 0,
      images_at_risk: 0,
      can_upload: true,
      can_view: true,
    };
  }
  const risk = await portfolio.atRiskOf(ctx, userId);
  return {
    grace_period_active: true,
    grace_period_end_date: g.end.toISOString(),
    days_remaining: daysUntil(g.end, now),
    videos_at_risk: risk.videos,
    albums_at_risk: risk.albums,
    images_at_risk: risk.images_beyond_free,
    // Spec §3: canUpload false while active, canView always.
    can_upload: false,
    can_view: true,
  };
}

// ---------------------------------------------------------------------------------------------------
// Consistency (spec §7 validate_pro_status_consistency, §8 'Consistency check')

export async function consistencyOf(ctx: AppContext, userId: string): Promise<ProConsistency> {
  try {
    const [row, billing] = await Promise.all([profiles.profileRowOf(ctx.db, userId), billingOf(ctx, userId)]);
    const risk = row ? await portfolio.atRiskOf(ctx, userId) : null;
    return checkConsistency(row, billing, risk);
  } catch (err) {
    ctx.log.error({ err, userId }, 'Pro consistency check failed');
    return { is_consistent: false, issues: [PRO_MESSAGES.dbValidationIssue], recommendations: [PRO_MESSAGES.dbValidationAdvice] };
  }
}

/** The rules: each finding an issue and what to do about it (the spec names none; these follow §3 and §4). */
export function checkConsistency(
  row: profiles.ProfileRow | undefined,
  billing: BillingSummary | null,
  risk: { videos: number; albums: number; images_beyond_free: number } | null,
  now = new Date(),
): ProConsistency {
  const issues: string[] = [];
  const recommendations: string[] = [];
  const add = (issue: string, advice: string) => {
    issues.push(issue);
    recommendations.push(advice);
  };
  if (!row) return { is_consistent: true, issues, recommendations };
  const paid = profiles.isPaidProRow(row, now);
  const granted = profiles.isGrantedProRow(row, now);
  const grace = profiles.graceOfRow(row, now);
  if (paid && granted) {
    add(
      'Pro is both paid for and granted by a moderator',
      'End the moderator grant: the paid subscription already gives Pro until its end date',
    );
  }
  if (
    row.subscription_status &&
    row.subscription_status !== 'active' &&
    row.subscription_status !== 'expired' &&
    !row.subscription_end_date
  ) {
    add(
      `The subscription is ${row.subscription_status} but has no end date`,
      'Set the end of the paid period so the grace period can start',
    );
  }
  // An `active` row past its end date is the ordinary lapse (no renewal came): grace, not an inconsistency.
  // It is one when billing says the subscription renewed (a next charge ahead) but the profile missed it.
  if (
    row.subscription_end_date &&
    row.subscription_end_date <= now &&
    row.subscription_status !== 'expired' &&
    billing?.next_billing_date &&
    billing.next_billing_date > now
  ) {
    add(
      'Billing shows the subscription renewed but the paid period on the profile has ended',
      "Check that the payment provider's renewal was received; replay its webhook",
    );
  }
  if (grace.end && grace.end <= now && row.subscription_status !== 'expired' && !granted) {
    add(
      'The grace period has ended but the Pro content was not removed yet',
      'The downgrade runs automatically within minutes; it can also be run now',
    );
  }
  const overFree = risk && (risk.videos > 0 || risk.albums > 0 || risk.images_beyond_free > 0);
  if (row.subscription_status === 'expired' && !granted && overFree) {
    add(
      'The account was downgraded but still holds Pro content',
      'Run the downgrade again to remove videos, albums and images beyond the free limit',
    );
  }
  if (billing?.next_billing_date && !paid && (row.subscription_status === 'expired' || row.subscription_status === null)) {
    add('Billing shows an upcoming charge but the subscription is not active', 'Check the subscription with the payment provider');
  }
  return { is_consistent: issues.length === 0, issues, recommendations };
}

// ---------------------------------------------------------------------------------------------------
// Downgrade (spec §7 execute-grace-downgrade; the expiry job runs the same)

type DowngradeOutcome = portfolio.DowngradeResult | null;

/**
 * In one transaction with the profile row locked: the portfolio down to free, the subscription
 * `expired`, the 'deleted' e-mail (once) and a notification; the files after the commit. Answers null
 * (and changes nothing) when the member is not in grace, so a second run, or a run after a renewal or
 * a grant, is a no-op. `due` (the expiry job): also only once the grace period's end has come, for the
 * paid period the job was queued for.
 */
async function downgrade(ctx: AppContext, userId: string, due?: { periodEndMs: number }): Promise<DowngradeOutcome> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await profiles.lockProfileRow(tx, userId);
    if (!row?.subscription_end_date) return null;
    const now = new Date();
    const g = profiles.graceOfRow(row, now);
    if (!g.active || !g.end) return null;
    if (due && (row.subscription_end_date.getTime() !== due.periodEndMs || g.end > now)) return null;
    const r = await portfolio.downgradeToFree(ctx, tx, userId);
    await profiles.setSubscriptionState(ctx, tx, userId, {
      subscription_status: 'expired',
      subscription_end_date: row.subscription_end_date,
    });
    await graceMail(ctx, tx, userId, row.subscription_end_date, 'deleted', g.end);
    await notify(ctx, tx, userId, {
      type: 'system_update',
      title: MAIL_TEXT.proGrace.removedSubject,
      content: words(NOTICE_TEXT.pro.removedContent, {
        videos: String(r.videos_deleted),
        albums: String(r.albums_removed),
        images: String(r.images_deleted),
      }),
      action_url: '/my-portfolio',
    });
    return r;
  });
  if (result?.files.length) {
    // The keyed job queued with the rows removes them too if this fails or the process stops here.
    await portfolio
      .removeDowngradedFiles(ctx, result.files)
      .catch((err) => ctx.log.warn({ err, userId }, 'downgrade file removal deferred to its job'));
  }
  return result;
}

export async function executeGraceDowngrade(ctx: AppContext, userId: string): Promise<DowngradeResult> {
  const r = await downgrade(ctx, userId);
  if (!r) throw new AppError('conflict', PRO_MESSAGES.noGracePeriod);
  return { ok: true, videos_deleted: r.videos_deleted, albums_removed: r.albums_removed, images_deleted: r.images_deleted };
}

// ---------------------------------------------------------------------------------------------------
// E-mails (7 days and 1 day before the deletion, and at it; each once per grace period)

const NOTICE_DAYS: Record<'7d' | '1d', number> = { '7d': 7, '1d': 1 };

async function graceMail(ctx: AppContext, tx: Executor, userId: string, periodEnd: Date, kind: repo.NoticeKind, graceEnd: Date) {
  if (!(await repo.claimNotice(tx, userId, periodEnd, kind))) return false;
  const to = await recipientOf(tx, userId);
  if (!to) return false;
  const product = ctx.config.PRODUCT_NAME;
  const url = `${ctx.config.publicUrl}/settings?tab=pro-subscription`;
  const m = (text: string, values: Record<string, string> = {}) => mailText(to.locale, text, values);
  const T = MAIL_TEXT.proGrace;
  const days = kind === 'deleted' ? 0 : NOTICE_DAYS[kind];
  const mail =
    kind === 'deleted'
      ? { subject: m(T.removedSubject), lines: [m(T.ended), m(T.removed), '', m(T.again, { url })] }
      : {
          subject: days === 1 ? m(T.oneDaySubject) : m(T.daysSubject, { days: String(days) }),
          lines: [
            m(T.lapsed, { graceDays: String(PRO_TIMING.graceDays), date: mailDate(to.locale, graceEnd) }),
            m(T.after),
            '',
            m(T.renew, { url }),
          ],
        };
  await ctx.mailer.send(
    { to: to.email, kind: `pro_grace_${kind}`, subject: `${mail.subject} | ${product}`, text: mail.lines.join('\n') },
    tx,
  );
  return true;
}

/** The 7-day / 1-day reminder job: sends only while the same grace period is still running. */
async function sendReminder(ctx: AppContext, p: { user_id: string; period_end_ms: number; kind: '7d' | '1d' }) {
  await ctx.db.transaction(async (tx) => {
    const row = await profiles.lockProfileRow(tx, p.user_id);
    if (!row?.subscription_end_date || row.subscription_end_date.getTime() !== p.period_end_ms) return;
    const g = profiles.graceOfRow(row, new Date());
    if (!g.active || !g.end || g.end <= new Date()) return;
    if (await graceMail(ctx, tx, p.user_id, row.subscription_end_date, p.kind, g.end)) {
      await notify(ctx, tx, p.user_id, {
        type: 'system_update',
        title:
          NOTICE_DAYS[p.kind] === 1 ? NOTICE_TEXT.pro.oneDayLeft : words(NOTICE_TEXT.pro.daysLeft, { days: String(NOTICE_DAYS[p.kind]) }),
        content: NOTICE_TEXT.pro.renewContent,
        action_url: '/settings?tab=pro-subscription',
      });
    }
  });
}

/**
 * Queues, for each member in grace, the reminder jobs and the expiry job, each keyed by the member and
 * the paid period's end (and the grant, which holds the downgrade off while it runs), so every instance
 * and every sweep queue the same rows once. A reminder whose moment passed while its grace period
 * still has more than that left is queued to run now; one no longer ahead is skipped.
 */
export async function scheduleGraceJobs(ctx: AppContext, db: Executor = ctx.db, onlyUserId?: string): Promise<number> {
  const rows = onlyUserId
    ? [await profiles.profileRowOf(db, onlyUserId)].filter((r): r is profiles.ProfileRow => Boolean(r))
    : await profiles.lapsedSubscriptions(db, 1000);
  const now = Date.now();
  let queued = 0;
  for (const r of rows) {
    if (!r.subscription_end_date) continue;
    // The end, even while a grant holds the grace period off (the downgrade then waits for the grant).
    const g = profiles.graceOfRow(r, new Date(now));
    if (!g.end) continue;
    const endMs = r.subscription_end_date.getTime();
    for (const kind of ['7d', '1d'] as const) {
      const at = g.end.getTime() - NOTICE_DAYS[kind] * DAY_MS;
      // Past its moment with less than a day of it left to matter (the 1-day one already due): skip.
      if (g.end.getTime() <= now || (kind === '7d' && g.end.getTime() - now <= DAY_MS)) continue;
      const id = await ctx.jobs.enqueue(db, {
        kind: GRACE_NOTICE_JOB,
        payload: { user_id: r.id, period_end_ms: endMs, kind },
        runAt: new Date(Math.max(at, now)),
        key: `${GRACE_NOTICE_JOB}:${r.id}:${endMs}:${kind}`,
      });
      if (id !== null) queued++;
    }
    const grant =
      r.moderator_granted_end_date && r.moderator_granted_end_date.getTime() > g.end.getTime() ? r.moderator_granted_end_date : null;
    const id = await ctx.jobs.enqueue(db, {
      kind: GRACE_EXPIRE_JOB,
      payload: { user_id: r.id, period_end_ms: endMs },
      runAt: new Date(Math.max(grant?.getTime() ?? 0, g.end.getTime())),
      key: `${GRACE_EXPIRE_JOB}:${r.id}:${endMs}:${grant?.getTime() ?? 0}`,
    });
    if (id !== null) queued++;
  }
  return queued;
}

export function defineProJobs(ctx: AppContext): void {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(GRACE_SWEEP_JOB)) return;
  ctx.jobs.defineJob(GRACE_SWEEP_JOB, async () => {
    await scheduleGraceJobs(ctx);
  });
  ctx.jobs.defineJob<{ user_id: string; period_end_ms: number; kind: '7d' | '1d' }>(GRACE_NOTICE_JOB, (p) => sendReminder(ctx, p), {
    maxAttempts: 8,
  });
  ctx.jobs.defineJob<{ user_id: string; period_end_ms: number }>(
    GRACE_EXPIRE_JOB,
    async (p) => {
      await downgrade(ctx, p.user_id, { periodEndMs: p.period_end_ms });
    },
    { maxAttempts: 8, lockMs: 5 * 60_000, altersPublicContent: true },
  );
  // §9 'consistency check every 5 minutes' is the browser's; the sweep shares the rhythm.
  ctx.jobs.every(GRACE_SWEEP_JOB, PRO_TIMING.consistencyEveryMs);
}

// ---------------------------------------------------------------------------------------------------
// Admins: grants and flags (spec §6 sponsor, ambassador, moderator-granted Pro)

async function memberRow(ctx: AppContext, userId: string) {
  const row = await profiles.profileRowOf(ctx.db, userId);
  if (!row) throw new AppError('not_found', STAFF_ADMIN_MESSAGES.memberNotFound);
  return row;
}

export async function adminView(ctx: AppContext, userId: string): Promise<AdminPro> {
  await memberRow(ctx, userId);
  const [status, consistency, grace] = await Promise.all([
    unifiedProStatus(ctx, userId),
    consistencyOf(ctx, userId),
    graceStatus(ctx, userId),
  ]);
  return { status, consistency, grace };
}

export async function setGrants(ctx: AppContext, actor: Actor, userId: string, input: ProGrantsInput): Promise<AdminPro> {
  const before = await memberRow(ctx, userId);
  const patch: Parameters<typeof profiles.setProGrants>[3] = {};
  if (input.moderator_granted_end_date !== undefined) {
    const end = input.moderator_granted_end_date === null ? null : new Date(input.moderator_granted_end_date);
    if (end && end <= new Date()) {
      throw new AppError('validation_failed', PRO_MESSAGES.grantEndInPast, { moderator_granted_end_date: PRO_MESSAGES.grantEndInPast });
    }
    patch.moderator_granted_end_date = end;
  }
  if (input.is_sponsor !== undefined) patch.is_sponsor = input.is_sponsor;
  if (input.is_ambassador !== undefined) patch.is_ambassador = input.is_ambassador;
  await ctx.db.transaction(async (tx) => {
    await profiles.setProGrants(ctx, tx, userId, patch);
    const from = {
      moderator_granted_end_date: iso(before.moderator_granted_end_date),
      is_sponsor: before.is_sponsor,
      is_ambassador: before.is_ambassador,
    };
    const to = {
      ...from,
      ...patch,
      moderator_granted_end_date:
        patch.moderator_granted_end_date === undefined ? from.moderator_granted_end_date : iso(patch.moderator_granted_end_date),
    };
    await recordAdminAction(tx, {
      adminId: actor.userId,
      actionType: 'set_pro_status',
      resourceType: 'profile',
      resourceId: userId,
      details: { from, to },
    });
    // In the member's language (issue 36), the date too.
    const P = NOTICE_TEXT.pro;
    const lines: (string | Words)[] = [];
    if (patch.moderator_granted_end_date !== undefined) {
      lines.push(
        patch.moderator_granted_end_date
          ? words(P.grantedUntil, { date: wordsDate(patch.moderator_granted_end_date, 'moment') })
          : P.grantEnded,
      );
    }
    if (patch.is_sponsor !== undefined && patch.is_sponsor !== before.is_sponsor) lines.push(patch.is_sponsor ? P.sponsorOn : P.sponsorOff);
    if (patch.is_ambassador !== undefined && patch.is_ambassador !== before.is_ambassador) {
      lines.push(patch.is_ambassador ? P.ambassadorOn : P.ambassadorOff);
    }
    if (lines.length) {
      await notify(ctx, tx, userId, {
        type: 'system_update',
        title: P.statusChanged,
        content: joined(lines),
        action_url: '/settings?tab=pro-subscription',
      });
    }
  });
  // A grant can end or move a grace period's downgrade: queue its expiry job for the new situation.
  await scheduleGraceJobs(ctx, ctx.db, userId);
  return adminView(ctx, userId);
}

// ---------------------------------------------------------------------------------------------------
// Test hooks (TEST_HOOKS=on only; routes.ts registers them): billing's stand-in for browser tests.

export async function testSetSubscription(ctx: AppContext, userId: string, v: { status: SubscriptionStatus | null; end: Date | null }) {
  await memberRow(ctx, userId);
  await ctx.db.transaction((tx) =>
    profiles.setSubscriptionState(ctx, tx, userId, { subscription_status: v.status, subscription_end_date: v.end }),
  );
  await scheduleGraceJobs(ctx, ctx.db, userId);
  return unifiedProStatus(ctx, userId);
}

/** Moves the member's paid period `days` into the past (the clock moving forward for this member). */
export async function testShiftSubscription(ctx: AppContext, userId: string, days: number) {
  const row = await memberRow(ctx, userId);
  const end = new Date((row.subscription_end_date?.getTime() ?? Date.now()) - days * DAY_MS);
  return testSetSubscription(ctx, userId, { status: (row.subscription_status as SubscriptionStatus | null) ?? 'active', end });
}

/** Whether the member is Pro now, paid or granted (other features ask: profile analytics' history). */
export async function isPro(ctx: AppContext, userId: string): Promise<boolean> {
  const row = await profiles.profileRowOf(ctx.db, userId);
  return row ? profiles.isPaidProRow(row) || profiles.isGrantedProRow(row) : false;
}
