import { DEFAULT_LOCALE, type Locale } from '@mb/contract/locale';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import {
  isNotificationType,
  isSameSitePath,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  PREFERENCE_KEYS,
  PREFERENCE_LABELS,
  PREFERENCE_OF,
  type PreferenceKey,
} from '@mb/contract/notification-types';
import type { Notification, NotificationPreferencesPatch } from '@mb/contract/notifications';
import { PUSH_DEFAULT_ON, PUSH_PREFERENCE_OF } from '@mb/contract/push-types';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mailText, render, translate, type Words } from '../../platform/i18n.ts';
import * as auth from '../auth/index.ts';
import * as push from '../push/index.ts';
import { presentNotification, presentPreferences } from './presenter.ts';
import * as repo from './repository.ts';
import { scopeLabel, signUnsubscribe, type UnsubscribeScope, verifyUnsubscribe } from './unsubscribe.ts';

const T = MAIL_TEXT.notification;
type Recipient = { email: string; locale: Locale };

export interface NotifyInput {
  /** One of the seven types of spec §3, or another (unknown types always pass, §4). */
  type: string;
  /**
   * In the recipient's language (issue 36): words (MAIL_TEXT or a feature's messages, with values) are
   * filled in it; a fixed text is translated when the catalogues hold it, else kept as it is.
   */
  title: string | Words;
  content: string | Words;
  /** A same-site path ('/profile/edit'); anything else is stored as null and never followed. */
  action_url?: string | null;
  order_id?: string | null;
  editor_notification_type?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Control characters (a NUL would make Postgres refuse the row) go; line breaks and tabs stay. */
const clean = (s: string, max: number) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').slice(0, max);
const clip = (s: string, max: number) => {
  const c = clean(s, Number.MAX_SAFE_INTEGER).trim();
  return c.length > max ? `${c.slice(0, max - 1)}…` : c;
};

/**
 * Spec §4 Notification: called by every feature INSIDE its own transaction. Skips a type the member
 * switched off (answers null); unknown types always pass. The row and the live `notification.created`
 * event (delivered only after commit) carry the same notification; an e-mail the member opted into
 * for the type is written to the mail outbox in the same transaction.
 */
export async function notify(ctx: AppContext, tx: Executor, userId: string, input: NotifyInput): Promise<Notification | null> {
  const type = clean(input.type, 64).trim();
  if (!type) throw new Error('notify: a notification needs a type');
  const key = isNotificationType(type) ? PREFERENCE_OF[type] : null;
  const prefs = await repo.findPreferences(tx, userId);
  if (key && prefs && !prefs[key]) return null;
  const actionUrl = input.action_url && isSameSitePath(input.action_url) ? input.action_url : null;
  const to = await auth.recipientOf(tx, userId);
  const locale = to?.locale ?? DEFAULT_LOCALE;
  const row = await repo.insertNotification(tx, {
    user_id: userId,
    type,
    title: clip(render(locale, input.title), NOTIFICATION_LIMITS.titleMax),
    content: clip(render(locale, input.content), NOTIFICATION_LIMITS.contentMax),
    action_url: actionUrl,
    order_id: input.order_id && UUID.test(input.order_id) ? input.order_id : null,
    editor_notification_type: input.editor_notification_type ? clip(input.editor_notification_type, 64) || null : null,
  });
  const notification = presentNotification(row);
  await ctx.bus.publish({ type: 'notification.created', topic: `user:${userId}`, data: notification }, tx);
  if (to && key && prefs?.[`email_${key}`]) await mailNotification(ctx, tx, userId, to, notification, key);
  const pushKey = PUSH_PREFERENCE_OF[type];
  if (pushKey && (prefs ? prefs[pushKey] && prefs[`push_${pushKey}`] : PUSH_DEFAULT_ON.includes(pushKey))) {
    await push.pushNotification(ctx, tx, userId, notification, { hideContent: prefs?.push_hide_content ?? false, locale });
  }
  return notification;
}

/**
 * Whether `userId` was told the same thing (type and link) within the last `withinMs`: lets a feature
 * skip a repeat, such as a member who unfollows and follows again (features/network/README.md).
 */
export function notifiedRecently(tx: Executor, userId: string, type: string, actionUrl: string, withinMs: number): Promise<boolean> {
  return repo.hasRecent(tx, userId, type, actionUrl, new Date(Date.now() - withinMs));
}

/** Where a mail's links go: the page itself, settings, and the one-click unsubscribe (RFC 8058). */
function unsubscribeLinks(ctx: AppContext, userId: string, scope: UnsubscribeScope) {
  const token = signUnsubscribe(ctx.tokens.secret, userId, scope);
  const base = ctx.config.publicUrl;
  return {
    page: `${base}/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${base}/api/v1/notifications/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** What a mail's "you turned on ... e-mails" names: the type's label, lower-case inside the English sentence, quoted in the others. */
const labelIn = (locale: Locale, key: PreferenceKey) =>
  locale === 'en' ? PREFERENCE_LABELS[key].label.toLowerCase() : translate(locale, PREFERENCE_LABELS[key].label);

async function mailNotification(ctx: AppContext, tx: Executor, userId: string, to: Recipient, n: Notification, key: PreferenceKey) {
  const product = ctx.config.PRODUCT_NAME;
  const links = unsubscribeLinks(ctx, userId, key);
  const m = (text: string, values: Record<string, string> = {}) => mailText(to.locale, text, { product, ...values });
  await ctx.mailer.send(
    {
      to: to.email,
      kind: `notification_${n.type}`,
      subject: `${n.title} | ${product}`,
      headers: links.headers,
      text: [
        n.title,
        '',
        n.content,
        ...(n.action_url ? ['', m(MAIL_TEXT.common.openOn), `${ctx.config.publicUrl}${n.action_url}`] : []),
        '',
        '--',
        m(T.because, { label: labelIn(to.locale, key) }),
        m(T.stop, { url: links.page }),
        m(T.settings, { url: `${ctx.config.publicUrl}/settings?tab=notifications` }),
      ].join('\n'),
    },
    tx,
  );
}

export async function listNotifications(ctx: AppContext, userId: string, before?: string) {
  const size = NOTIFICATION_LIMITS.pageSize;
  // One more than a page says whether there is a next one without a count.
  const rows = await repo.listNotifications(ctx.db, userId, size + 1, before);
  const items = rows.slice(0, size).map(presentNotification);
  return { items, next_before: rows.length > size ? (items.at(-1)?.id ?? null) : null };
}

export async function unreadCount(ctx: AppContext, userId: string) {
  return { count: await repo.countUnread(ctx.db, userId) };
}

/**
 * Marks one of the member's own notifications read; a stranger's id (or none) is 404 and changes
 * nothing. When it turned read, every open tab hears `notification.updated` with the new count.
 */
export async function markRead(ctx: AppContext, userId: string, id: string) {
  return ctx.db.transaction(async (tx) => {
    const r = await repo.markRead(tx, userId, id);
    if (!r) throw new AppError('not_found', NOTIFICATION_MESSAGES.notFound);
    const notification = presentNotification(r.row);
    const unread_count = await repo.countUnread(tx, userId);
    if (r.changed) {
      await ctx.bus.publish({ type: 'notification.updated', topic: `user:${userId}`, data: { notification, unread_count } }, tx);
    }
    return { notification, unread_count };
  });
}

/** Spec §4 mark-all-read: every unread notification of the member; one event tells every tab. */
export async function markAllRead(ctx: AppContext, userId: string) {
  return ctx.db.transaction(async (tx) => {
    const { marked, readAt } = await repo.markAllRead(tx, userId);
    if (marked > 0) {
      await ctx.bus.publish(
        { type: 'notification.all_read', topic: `user:${userId}`, data: { read_at: readAt.toISOString(), unread_count: 0 } },
        tx,
      );
    }
    return { marked, unread_count: 0 as const };
  });
}

export async function getPreferences(ctx: AppContext, userId: string) {
  return presentPreferences(await repo.findPreferences(ctx.db, userId));
}

export async function updatePreferences(ctx: AppContext, userId: string, input: NotificationPreferencesPatch) {
  const patch: repo.PreferencesPatch = {};
  for (const k of PREFERENCE_KEYS) {
    const on = input[k];
    if (on !== undefined) patch[k] = on;
    const mail = input.email?.[k];
    if (mail !== undefined) patch[`email_${k}`] = mail;
    const push = input.push?.[k];
    if (push !== undefined) patch[`push_${k}`] = push;
  }
  if (input.push_hide_content !== undefined) patch.push_hide_content = input.push_hide_content;
  if (input.digest) patch.digest = input.digest;
  return presentPreferences(await repo.upsertPreferences(ctx.db, userId, patch));
}

const invalidLink = () =>
  new AppError('unprocessable', NOTIFICATION_MESSAGES.unsubscribeInvalid, { token: NOTIFICATION_MESSAGES.unsubscribeInvalid });

/** What an unsubscribe link would turn off, for its page (changes nothing). */
export function describeUnsubscribe(ctx: AppContext, token: string) {
  const t = verifyUnsubscribe(ctx.tokens.secret, token);
  if (!t) throw invalidLink();
  return { scope: t.scope, label: scopeLabel(t.scope) };
}

/** Turns off what the signed link names, without signing in. Idempotent; a deleted member is a no-op. */
export async function unsubscribe(ctx: AppContext, token: string) {
  const t = verifyUnsubscribe(ctx.tokens.secret, token);
  if (!t) throw invalidLink();
  const patch: repo.PreferencesPatch = {};
  if (t.scope === 'all' || t.scope === 'digest') patch.digest = 'off';
  for (const k of PREFERENCE_KEYS) if (t.scope === 'all' || t.scope === k) patch[`email_${k}`] = false;
  await ctx.db.transaction(async (tx) => {
    if (await auth.emailOf(tx, t.userId)) await repo.upsertPreferences(tx, t.userId, patch);
  });
  return { scope: t.scope, label: scopeLabel(t.scope) };
}

/** The daily digest's job kind and hour (08:00 UTC; the spec is silent). */
export const DIGEST_JOB = 'notifications.digest';
const DIGEST_HOUR_UTC = 8;

/** Registers the daily digest with the job mechanism (once across instances; a crashed run is retried). */
export function defineNotificationJobs(ctx: AppContext) {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(DIGEST_JOB)) return;
  ctx.jobs.defineJob(DIGEST_JOB, async () => void (await sendDueDigests(ctx)), { maxAttempts: 3 });
  ctx.jobs.dailyAt(DIGEST_JOB, DIGEST_HOUR_UTC);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DIGEST_BATCH = 200;
const DIGEST_ITEMS = 20;

/**
 * The daily digest: for every member who chose it and has not had one in the last ~day, one e-mail
 * of the unread notifications since the last digest (the first covers the last day). Nothing unread,
 * no mail; the window moves on either way. Each member's mail and mark are one transaction, so a
 * crash repeats no one and skips no one. Returns how many e-mails were written.
 */
export async function sendDueDigests(ctx: AppContext, now = new Date()): Promise<number> {
  // A little under a day, so a job that runs daily at a fixed hour never slips a day by a few seconds.
  const dueBefore = new Date(now.getTime() - DAY_MS + 60 * 60 * 1000);
  let sent = 0;
  for (;;) {
    const due = await repo.findDigestMembers(ctx.db, dueBefore, DIGEST_BATCH);
    if (due.length === 0) return sent;
    for (const member of due) {
      const wrote = await ctx.db.transaction(async (tx) => {
        const since = member.digest_sent_at ?? new Date(now.getTime() - DAY_MS);
        const items = await repo.unreadSince(tx, member.user_id, since, DIGEST_ITEMS + 1);
        const to = items.length > 0 ? await auth.recipientOf(tx, member.user_id) : undefined;
        if (to) await ctx.mailer.send(digestMail(ctx, member.user_id, to, items), tx);
        await repo.markDigestSent(tx, member.user_id, now);
        return to ? 1 : 0;
      });
      sent += wrote;
    }
    if (due.length < DIGEST_BATCH) return sent;
  }
}

function digestMail(ctx: AppContext, userId: string, to: Recipient, rows: repo.NotificationRow[]) {
  const product = ctx.config.PRODUCT_NAME;
  const links = unsubscribeLinks(ctx, userId, 'digest');
  const shown = rows.slice(0, DIGEST_ITEMS);
  const more = rows.length > DIGEST_ITEMS;
  const m = (text: string, values: Record<string, string> = {}) => mailText(to.locale, text, { product, ...values });
  return {
    to: to.email,
    kind: 'notification_digest',
    subject: m(T.digestSubject),
    headers: links.headers,
    text: [
      more ? m(T.digestIntroMore, { count: String(DIGEST_ITEMS) }) : m(T.digestIntro),
      '',
      ...shown.flatMap((n) => [
        `- ${n.title}`,
        `  ${n.content.split('\n')[0] ?? ''}`,
        ...(n.action_url ? [`  ${ctx.config.publicUrl}${n.action_url}`] : []),
      ]),
      '',
      m(T.seeAll, { url: `${ctx.config.publicUrl}/dashboard` }),
      '',
      '--',
      m(T.digestBecause),
      m(T.stopDigest, { url: links.page }),
      m(T.settings, { url: `${ctx.config.publicUrl}/settings?tab=notifications` }),
    ].join('\n'),
  };
}
