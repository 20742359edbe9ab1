import { MAIL_TEXT } from '@mb/contract/mail-text';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import {
  addBusinessDays,
  type CounterNoticeInput,
  REMOVAL_MESSAGES as M,
  type RemovalStatusView,
  type TakedownView,
} from '@mb/contract/removals';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mailDate, mailText, words } from '../../platform/i18n.ts';
import * as auth from '../auth/index.ts';
import * as moderation from '../moderation/index.ts';
import { notify } from '../notifications/index.ts';
import * as portfolio from '../portfolio/index.ts';
import { presentStatus, presentTakedown } from './presenter.ts';
import * as repo from './repository.ts';
import { keyed } from './requests.ts';
import { canCounterNotice, L, REMOVAL_MODERATION_TYPE, RESTORE_JOB, statusUrl, takedownPath } from './rules.ts';

const T = MAIL_TEXT.removals;

// DMCA: counter-notice, suit, restoration

async function ownTakedown(db: Executor, userId: string, reference: string, lock = false) {
  const r = lock ? await repo.lockByReference(db, reference) : await repo.byReference(db, reference);
  // Unconfirmed requests are nobody's business yet; a stranger learns nothing.
  if (!r || r.uploader_id !== userId || r.status === 'unconfirmed') throw new AppError('not_found', M.notFound);
  return r;
}

export async function takedownOf(ctx: AppContext, userId: string, reference: string): Promise<TakedownView> {
  return presentTakedown(ctx, await ownTakedown(ctx.db, userId, reference));
}

/**
 * The uploader's counter-notice (17 U.S.C. 512(g)(3)): forwarded to the notifier by mail, and the
 * content comes back 10 business days later (the restore job) unless the notifier reports a suit.
 */
export async function submitCounterNotice(ctx: AppContext, userId: string, reference: string, input: CounterNoticeInput) {
  await ctx.db.transaction(async (tx) => {
    const r = await ownTakedown(tx, userId, reference, true);
    if (r.counter_at) throw new AppError('conflict', M.counterExists);
    if (!canCounterNotice(r)) throw new AppError('conflict', M.notCounterable);
    const now = new Date();
    const due = addBusinessDays(now, L.restoreBusinessDays);
    const next = await repo.updateRequest(tx, r.id, {
      status: 'counter_noticed',
      counter_material: input.material.trim(),
      counter_name: input.name.trim(),
      counter_address: input.address.trim(),
      counter_phone: input.phone.trim(),
      counter_signature: input.signature.trim(),
      counter_at: now,
      restore_due_at: due,
    });
    await scheduleRestore(ctx, tx, next);
    const product = ctx.config.PRODUCT_NAME;
    const locale = await auth.localeOfEmail(tx, r.requester_email);
    const m = (text: string, values: Record<string, string> = {}) => mailText(locale, text, { reference: r.reference, ...values });
    await ctx.mailer.send(
      {
        to: r.requester_email,
        kind: 'removal_counter_notice',
        subject: `${m(T.counterSubject)} | ${product}`,
        text: [
          m(T.counterIntro),
          '',
          m(T.counterMaterial, { material: next.counter_material ?? '' }),
          m(T.counterMistake),
          m(T.counterConsent),
          m(T.counterName, { name: next.counter_name ?? '' }),
          m(T.counterAddress, { address: next.counter_address ?? '' }),
          m(T.counterPhone, { phone: next.counter_phone ?? '' }),
          m(T.counterSignature, { signature: next.counter_signature ?? '' }),
          '',
          m(T.counterRestore, { date: mailDate(locale, due, 'day') }),
          statusUrl(ctx, next),
        ].join('\n'),
      },
      tx,
    );
  });
  return takedownOf(ctx, userId, reference);
}

async function scheduleRestore(ctx: AppContext, tx: Executor, r: repo.RequestRow) {
  if (!r.restore_due_at) return;
  await ctx.jobs.enqueue(tx, {
    kind: RESTORE_JOB,
    payload: { id: r.id },
    runAt: r.restore_due_at,
    key: `${RESTORE_JOB}:${r.id}@${r.restore_due_at.getTime()}`,
  });
}

/** The notifier reports the court action they filed: the content stays removed, restoration is off. */
export async function reportSuit(ctx: AppContext, reference: string, token: string, courtReference: string): Promise<RemovalStatusView> {
  const found = await keyed(ctx, reference, token);
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.lockById(tx, found.id);
    if (r?.status !== 'counter_noticed' || !r.restore_due_at || r.restore_due_at.getTime() <= Date.now())
      throw new AppError('conflict', M.suitNotOpen);
    const next = await repo.updateRequest(tx, r.id, { status: 'suit_filed', suit_reference: courtReference.trim(), suit_at: new Date() });
    await notify(ctx, tx, r.uploader_id, {
      type: 'system_update',
      title: NOTICE_TEXT.removals.suit,
      content: words(NOTICE_TEXT.removals.suitContent, { reference: r.reference, suit: next.suit_reference ?? '' }),
      action_url: takedownPath(r),
    });
    return next;
  });
  return presentStatus(row);
}

/**
 * The restore job: a counter-noticed takedown whose waiting period ended without a reported suit comes
 * back (unless another request still holds an item), both sides are told. Anything else: nothing.
 */
export async function restoreDue(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const r = await repo.lockById(tx, id);
    if (r?.status !== 'counter_noticed' || !r.restore_due_at || r.restore_due_at.getTime() > Date.now()) return;
    const next = await repo.updateRequest(tx, r.id, { status: 'restored', restored_at: new Date() });
    await releaseHolds(ctx, tx, next);
    // The law decides now: an undecided queue item has nothing left to decide.
    await moderation.withdrawModeration(ctx, tx, { type: REMOVAL_MODERATION_TYPE, subjectId: r.id });
    await notify(ctx, tx, r.uploader_id, {
      type: 'system_update',
      title: NOTICE_TEXT.removals.restored,
      content: words(NOTICE_TEXT.removals.restoredContent, { days: String(L.restoreBusinessDays), reference: r.reference }),
      action_url: takedownPath(r),
    });
    const locale = await auth.localeOfEmail(tx, r.requester_email);
    const m = (text: string) => mailText(locale, text, { reference: r.reference, days: String(L.restoreBusinessDays) });
    await ctx.mailer.send(
      {
        to: r.requester_email,
        kind: 'removal_restored',
        subject: `${m(T.restoredSubject)} | ${ctx.config.PRODUCT_NAME}`,
        text: [m(T.restored), statusUrl(ctx, next)].join('\n'),
      },
      tx,
    );
  });
}

export async function releaseHolds(ctx: AppContext, tx: Executor, r: repo.RequestRow) {
  for (const id of r.item_ids) if (!(await repo.otherHoldsOn(tx, id, r.id))) await portfolio.setRemovalHold(ctx, tx, id, false);
}

/** Browser tests only: the waiting period after a counter-notice ends now; the restore job does the rest. */
export async function testRestoreNow(ctx: AppContext, reference: string) {
  await ctx.db.transaction(async (tx) => {
    const r = await repo.lockByReference(tx, reference);
    if (r?.status !== 'counter_noticed') throw new AppError('conflict', 'No counter-notice waits for restoration.');
    await scheduleRestore(ctx, tx, await repo.updateRequest(tx, r.id, { restore_due_at: new Date(Date.now() - 1000) }));
  });
}
