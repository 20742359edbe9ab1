import { CASTING_ALERT_MESSAGES } from '@mb/contract/casting';
import type { Locale } from '@mb/contract/locale';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { mailText, words } from '../../platform/i18n.ts';
import * as auth from '../auth/index.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { today } from './actors.ts';
import { callKeys } from './alert-keys.ts';
import { alertUnsubscribeLinks } from './alert-unsubscribe.ts';
import { nameOf } from './presenter.ts';
import * as repo from './repository.ts';

// Matching a newly opened call against every saved search, and the daily digest (README "Casting
// alerts"). Both are jobs: at least once, so both are idempotent (the deliveries table remembers).

export const MATCH_JOB = 'casting.match_call';
export const DIGEST_JOB = 'casting.alert_digest';
/** The digest goes out at 07:00 UTC, an hour before the notifications' own (ours). */
const DIGEST_HOUR_UTC = 7;
/** Members told per transaction: a crash repeats at most one batch, and the database is never held long. */
const BATCH = 200;
const DIGEST_ITEMS = 30;
/** The alerts' and their mails' words, sent in each member's language (issue 36). */
const T = MAIL_TEXT.castingAlert;

type Delivery = 'in_app' | 'email' | 'digest';

/** Queues the match of a call just opened, in the opening transaction (no call, no job). */
export function queueMatch(ctx: AppContext, tx: Executor, callId: string) {
  return ctx.jobs.enqueue(tx, { kind: MATCH_JOB, payload: { callId }, key: `${MATCH_JOB}:${callId}` });
}

export function defineAlertJobs(ctx: AppContext) {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(MATCH_JOB)) return;
  ctx.jobs.defineJob(MATCH_JOB, async (payload) => {
    const callId = (payload as { callId?: unknown })?.callId;
    if (typeof callId === 'string') await matchCall(ctx, callId);
  });
  ctx.jobs.defineJob(DIGEST_JOB, async () => void (await sendAlertDigests(ctx)), { maxAttempts: 3 });
  ctx.jobs.dailyAt(DIGEST_JOB, DIGEST_HOUR_UTC);
}

/** The call as the matcher reads it: lowercased text, its top rate, its place and its lookup keys. */
export function callToMatch(call: repo.CallRow): repo.CallToMatch {
  return {
    studio_id: call.studio_id,
    title_lc: call.title.toLowerCase(),
    role_lc: call.role_description.toLowerCase(),
    location_lc: (call.location ?? '').toLowerCase(),
    content_types: call.content_types,
    top_rate: call.rate_max ?? call.rate_min,
    starts_on: call.starts_on,
    latitude: call.latitude,
    longitude: call.longitude,
    keys: callKeys(call),
  };
}

/** The strongest way any of the member's matching searches asked to be told. */
const deliveryOf = (ds: readonly string[]): Delivery => (ds.includes('email') ? 'email' : ds.includes('digest') ? 'digest' : 'in_app');

/**
 * Tells every member whose saved search matches the call, once each: a notification, and an e-mail at
 * once or a place in tomorrow's digest when a matching search asks. Blocks either way, the studio itself
 * and a call no longer open tell no one. Answers how many members were told this run.
 */
export async function matchCall(ctx: AppContext, callId: string): Promise<number> {
  const call = await repo.findCall(ctx.db, callId);
  if (call?.status !== 'open' || call.deadline < today()) return 0;
  const [matches, hidden, studio] = await Promise.all([
    repo.matchAlerts(ctx.db, callToMatch(call)),
    profiles.blockedEitherWayIds(ctx, call.studio_id),
    profiles.profilesByIds(ctx, [call.studio_id]).then((r) => r[0]),
  ]);
  const blocked = new Set(hidden);
  const due = matches.filter((m) => !blocked.has(m.user_id));
  let told = 0;
  for (let i = 0; i < due.length; i += BATCH) {
    const batch = due.slice(i, i + BATCH);
    told += await ctx.db.transaction(async (tx) => {
      const fresh = await repo.recordDeliveries(
        tx,
        call.id,
        batch.map((m) => ({ user_id: m.user_id, delivery: deliveryOf(m.deliveries) })),
      );
      for (const m of batch) {
        if (!fresh.has(m.user_id)) continue;
        const studioName = nameOf(studio);
        const n = await notifications.notify(ctx, tx, m.user_id, {
          type: CASTING_ALERT_MESSAGES.notificationType,
          title: words(T.title, { title: call.title }),
          content:
            m.names.length === 1
              ? words(T.matchesOne, { studio: studioName, name: m.names[0] ?? '', deadline: call.deadline })
              : words(T.matchesSome, { studio: studioName, count: String(m.names.length), deadline: call.deadline }),
          // Opens the call itself (the casting page shows the call a link names first).
          action_url: `/casting?call=${call.id}`,
        });
        if (n && deliveryOf(m.deliveries) === 'email') await mailAlert(ctx, tx, m.user_id, call, n.content, m.emailing);
      }
      return fresh.size;
    });
  }
  return told;
}

const settingsUrl = (ctx: AppContext) => `${ctx.config.publicUrl}/settings?tab=notifications`;

async function mailAlert(ctx: AppContext, tx: Executor, userId: string, call: repo.CallRow, content: string, searchIds: string[]) {
  const to = await auth.recipientOf(tx, userId);
  if (!to) return;
  const product = ctx.config.PRODUCT_NAME;
  const m = (text: string, values: Record<string, string> = {}) => mailText(to.locale, text, { product, ...values });
  const title = m(T.title, { title: call.title });
  const links = alertUnsubscribeLinks(ctx, userId, searchIds);
  await ctx.mailer.send(
    {
      to: to.email,
      kind: 'casting_alert',
      subject: `${title} | ${product}`,
      headers: links.headers,
      text: [
        title,
        '',
        content,
        '',
        m(T.seeOn, { url: `${ctx.config.publicUrl}/casting?call=${call.id}` }),
        '',
        '--',
        m(T.because),
        m(T.stopMails, { url: links.page }),
        m(T.settings, { url: settingsUrl(ctx) }),
      ].join('\n'),
    },
    tx,
  );
}

/**
 * The daily digest of casting alerts: for each member with alerts waiting, one e-mail listing the calls
 * (still open ones; closed ones are dropped quietly), marked sent in the same transaction. Rows are taken
 * with SKIP LOCKED, so two instances running at once never mail the same alert; a crash leaves the rest
 * waiting for the next run. Answers how many e-mails were written.
 */
export async function sendAlertDigests(ctx: AppContext, now = new Date()): Promise<number> {
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const members = await repo.digestMembers(ctx.db, BATCH, after);
    if (members.length === 0) return sent;
    for (const userId of members) {
      sent += await ctx.db.transaction(async (tx) => {
        const rows = await repo.takeDigest(tx, userId);
        if (rows.length === 0) return 0;
        await repo.markDigested(
          tx,
          userId,
          rows.map((r) => r.call.id),
          now,
        );
        const day = now.toISOString().slice(0, 10);
        const open = rows.map((r) => r.call).filter((c) => c.status === 'open' && c.deadline >= day);
        const to = open.length > 0 ? await auth.recipientOf(tx, userId) : undefined;
        if (!to) return 0;
        await ctx.mailer.send(digestMail(ctx, to, open, alertUnsubscribeLinks(ctx, userId, 'digest')), tx);
        return 1;
      });
    }
    after = members.at(-1) ?? null;
    if (members.length < BATCH) return sent;
  }
}

function digestMail(
  ctx: AppContext,
  to: { email: string; locale: Locale },
  calls: repo.CallRow[],
  links: ReturnType<typeof alertUnsubscribeLinks>,
) {
  const product = ctx.config.PRODUCT_NAME;
  const shown = calls.slice(0, DIGEST_ITEMS);
  const m = (text: string, values: Record<string, string> = {}) => mailText(to.locale, text, { product, ...values });
  const subject = calls.length === 1 ? m(T.digestOneSubject) : m(T.digestSubject, { count: String(calls.length) });
  return {
    to: to.email,
    kind: 'casting_alert_digest',
    headers: links.headers,
    subject: `${subject} | ${product}`,
    text: [
      calls.length > shown.length ? m(T.digestIntroMore, { count: String(DIGEST_ITEMS) }) : m(T.digestIntro),
      '',
      ...shown.flatMap((c) => [
        c.location
          ? m(T.itemAt, { title: c.title, location: c.location, deadline: c.deadline })
          : m(T.item, { title: c.title, deadline: c.deadline }),
        `  ${ctx.config.publicUrl}/casting?call=${c.id}`,
      ]),
      '',
      '--',
      m(T.digestBecause),
      m(T.stopDigest, { url: links.page }),
      m(T.settings, { url: settingsUrl(ctx) }),
    ].join('\n'),
  };
}
