import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { MODERATION_MESSAGES, type ModerationDetails } from '@mb/contract/moderation';
import {
  addBusinessDays,
  type CounterNoticeInput,
  DEPICTED_REASONS,
  ILLEGAL_CATEGORIES,
  itemIdsIn,
  REMOVAL_MESSAGES as M,
  REMOVAL_KIND_NOUNS,
  REMOVAL_LIMITS,
  REMOVAL_STATUS_LABELS,
  type RemovalKind,
  type RemovalRequestInput,
  type RemovalStatusView,
  type TakedownView,
} from '@mb/contract/removals';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as auth from '../auth/index.ts';
import * as moderation from '../moderation/index.ts';
import { notify } from '../notifications/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import { recordAdminAction } from '../staff/index.ts';
import * as repo from './repository.ts';

export const REMOVAL_MODERATION_TYPE = 'removal_request';
export const RESTORE_JOB = 'removals.restore';
export const SUSPEND_JOB = 'removals.repeat_infringer';
export const PRUNE_UNCONFIRMED_JOB = 'removals.prune_unconfirmed';
/** Illegal-content categories that hide the content on confirmation, before review. */
export const HIDE_AT_ONCE = ['minor', 'non_consensual_intimate'] as const;

const L = REMOVAL_LIMITS;
const DAY = 86_400_000;
const REF_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** RR- and six characters nobody misreads (no 0/O, 1/I). */
const newReference = () => `RR-${Array.from({ length: 6 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('')}`;

/** The status page's key: an HMAC of the request id with the server's secret, so nothing secret is stored. */
const tokenOf = (ctx: AppContext, id: string) =>
  createHmac('sha256', ctx.tokens.secret).update(`removal-request:${id}`).digest('base64url');

function tokenMatches(ctx: AppContext, id: string, token: string): boolean {
  const want = Buffer.from(tokenOf(ctx, id));
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}

const statusUrl = (ctx: AppContext, r: repo.RequestRow) =>
  `${ctx.config.publicUrl}/removal-requests/${r.reference}?token=${tokenOf(ctx, r.id)}`;
/** The uploader's view of a request: the same page as the requester's, signed in and without the token. */
const takedownPath = (r: repo.RequestRow) => `/removal-requests/${r.reference}`;

const reasonLabel = (kind: RemovalKind, reason: string) =>
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

const itemsWord = (n: number) => (n === 1 ? 'one of your portfolio items' : `${n} of your portfolio items`);
const day = (d: Date) => d.toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');

// ---------------------------------------------------------------------------------------------------
// Filing and confirming

/**
 * Stores a request unconfirmed and mails the link that confirms it. The items must exist and belong to
 * one member. A filled honeypot is answered the same way and nothing is stored.
 */
export async function createRequest(ctx: AppContext, actor: Actor | null, input: RemovalRequestInput & { kind: RemovalKind }) {
  const email = input.email.trim().toLowerCase();
  if (input.website) return { reference: newReference(), email };
  const ids = [...new Set([...(input.item_id ? [input.item_id.toLowerCase()] : []), ...itemIdsIn(input.urls ?? '')])];
  if (ids.length > L.itemsMax) throw new AppError('unprocessable', M.contentTooMany, { urls: M.contentTooMany });
  const targets = await portfolio.removalTargets(ctx, ids);
  if (targets.length !== ids.length || targets.length === 0)
    throw new AppError('unprocessable', M.contentNotFound, { urls: M.contentNotFound });
  const owners = new Set(targets.map((t) => t.owner_id));
  if (owners.size > 1) throw new AppError('unprocessable', M.contentOneMember, { urls: M.contentOneMember });
  const [uploaderId] = owners as Set<string>;
  const dmca = input.kind === 'copyright';
  const urls = (input.urls ?? '')
    .split(/\r?\n/)
    .map((u) => u.trim())
    .filter(Boolean)
    .slice(0, 50);
  return ctx.db.transaction(async (tx) => {
    let row: repo.RequestRow | undefined;
    for (let i = 0; !row && i < 5; i++) {
      row = await repo.insertRequest(tx, {
        reference: newReference(),
        kind: input.kind,
        reason: input.kind === 'copyright' ? '' : (input.reason ?? ''),
        item_ids: ids,
        urls,
        uploader_id: uploaderId as string,
        requester_user_id: actor?.userId ?? null,
        requester_name: input.name.trim(),
        requester_email: email,
        details: input.details?.trim() ?? '',
        work: dmca ? (input.work?.trim() ?? '') : null,
        address: dmca ? (input.address?.trim() ?? '') : null,
        phone: dmca ? (input.phone?.trim() ?? '') : null,
        signature: dmca ? (input.signature?.trim() ?? '') : null,
      });
    }
    if (!row) throw new Error('no free removal reference after 5 tries');
    const product = ctx.config.PRODUCT_NAME;
    await ctx.mailer.send(
      {
        to: email,
        kind: 'removal_confirm',
        subject: `Confirm your removal request ${row.reference} | ${product}`,
        text: [
          `We received a request to remove content on ${product} (${REMOVAL_KIND_NOUNS[row.kind]}, reference ${row.reference}).`,
          '',
          'Open this link and press Confirm to send it to our moderators. Nothing happens until you do:',
          statusUrl(ctx, row),
          '',
          `The link works for ${L.confirmDays} days. Keep this e-mail: the same link shows the status of your request and our decision.`,
          'If you did not send this request, ignore this e-mail.',
        ].join('\n'),
      },
      tx,
    );
    return { reference: row.reference, email };
  });
}

async function keyed(ctx: AppContext, reference: string, token: string) {
  const r = await repo.byReference(ctx.db, reference);
  if (!r || !tokenMatches(ctx, r.id, token)) throw new AppError('not_found', M.notFound);
  return r;
}

export async function statusOf(ctx: AppContext, reference: string, token: string): Promise<RemovalStatusView> {
  return presentStatus(await keyed(ctx, reference, token));
}

/**
 * The requester confirms: the request enters the queue, due in 7 business days; a depicted person's
 * request and a DMCA notice hide the items at once and tell the uploader. Confirming again only shows
 * the status.
 */
export async function confirmRequest(ctx: AppContext, reference: string, token: string): Promise<RemovalStatusView> {
  const found = await keyed(ctx, reference, token);
  if (found.status !== 'unconfirmed') return presentStatus(found);
  if (Date.now() - found.created_at.getTime() > L.confirmDays * DAY) throw new AppError('conflict', M.linkExpired);
  const thumb = await portfolio.itemThumbFor(ctx, found.item_ids[0] as string, 'staff');
  const targets = await portfolio.removalTargets(ctx, found.item_ids);
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.lockById(tx, found.id);
    if (r?.status !== 'unconfirmed') return r;
    const now = new Date();
    const due = addBusinessDays(now, L.decisionBusinessDays);
    const next = await repo.updateRequest(tx, r.id, { status: 'open', confirmed_at: now, due_at: due });
    if (holds(next)) for (const id of next.item_ids) await portfolio.setRemovalHold(ctx, tx, id, true);
    const title = targets[0]?.title?.trim() || 'Portfolio item';
    await moderation.enqueueModeration(ctx, tx, {
      type: REMOVAL_MODERATION_TYPE,
      subjectId: r.id,
      ownerId: r.uploader_id,
      dueAt: due,
      summary: {
        title: `${REMOVAL_KIND_NOUNS[r.kind]} ${r.reference}: ${title}${r.item_ids.length > 1 ? ` and ${r.item_ids.length - 1} more` : ''}`,
        thumbnail_url: thumb,
        kind: r.kind,
      },
    });
    if (r.kind === 'depicted_person')
      await notify(ctx, tx, r.uploader_id, {
        type: 'system_update',
        title: 'Content hidden after a removal request',
        content: `Someone who says they are shown in ${itemsWord(r.item_ids.length)} asked us to remove it (${reasonLabel(r.kind, r.reason).toLowerCase()}). It is hidden from everyone but you while a moderator reviews the request, by ${day(due)}. Reference ${r.reference}.`,
        action_url: takedownPath(r),
      });
    else if (r.kind === 'copyright')
      await notify(ctx, tx, r.uploader_id, {
        type: 'system_update',
        title: 'Copyright takedown (DMCA notice)',
        content: `We received a DMCA notice about ${itemsWord(r.item_ids.length)} and disabled access to it. Read the notice and, if you believe it was removed by mistake, send a counter-notice. Reference ${r.reference}.`,
        action_url: takedownPath(r),
      });
    return next;
  });
  return presentStatus(row ?? found);
}

// ---------------------------------------------------------------------------------------------------
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

export const canCounterNotice = (r: repo.RequestRow) =>
  r.kind === 'copyright' && (r.status === 'open' || r.status === 'removed') && !r.counter_at;

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
    await ctx.mailer.send(
      {
        to: r.requester_email,
        kind: 'removal_counter_notice',
        subject: `Counter-notice to your DMCA notice ${r.reference} | ${product}`,
        text: [
          `The member whose content you reported in DMCA notice ${r.reference} sent us this counter-notice (17 U.S.C. § 512(g)(3)):`,
          '',
          `Material removed and where it appeared: ${next.counter_material}`,
          'Statement: under penalty of perjury, they have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification.',
          'Statement: they consent to the jurisdiction of the Federal District Court for the judicial district of their address (or, outside the United States, any judicial district in which we may be found) and will accept service of process from you or your agent.',
          `Name: ${next.counter_name}`,
          `Address: ${next.counter_address}`,
          `Telephone: ${next.counter_phone}`,
          `Signature: ${next.counter_signature}`,
          '',
          `We will restore the material on ${day(due)} unless, before then, you tell us that you have filed an action seeking a court order to restrain the member from the infringing activity. Report it on your request's page:`,
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
      title: 'Court action reported: content stays removed',
      content: `The person who sent DMCA notice ${r.reference} told us they filed a court action (${next.suit_reference}). Your content stays removed while the court decides; it will not be restored on the scheduled date.`,
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
      title: 'Content restored',
      content: `No court action was reported within ${L.restoreBusinessDays} business days of your counter-notice to DMCA notice ${r.reference}, so your content is visible again.`,
      action_url: takedownPath(r),
    });
    await ctx.mailer.send(
      {
        to: r.requester_email,
        kind: 'removal_restored',
        subject: `Material restored after a counter-notice (${r.reference}) | ${ctx.config.PRODUCT_NAME}`,
        text: [
          `No court action was reported within ${L.restoreBusinessDays} business days of the counter-notice to your DMCA notice ${r.reference}, so we restored the material, as 17 U.S.C. § 512(g)(2)(C) provides.`,
          statusUrl(ctx, next),
        ].join('\n'),
      },
      tx,
    );
  });
}

async function releaseHolds(ctx: AppContext, tx: Executor, r: repo.RequestRow) {
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

export const testLatestMail = (ctx: AppContext, to: string) => repo.latestMailTo(ctx.db, to.trim().toLowerCase());

export function defineRemovalJobs(ctx: AppContext) {
  // Once per context: tests build several apps on one (defineJob refuses a kind defined twice).
  if (ctx.jobs.kinds().includes(RESTORE_JOB)) return;
  ctx.jobs.defineJob<{ id: string }>(RESTORE_JOB, (p) => restoreDue(ctx, p.id));
  ctx.jobs.defineJob<{ id: string; staff_id: string }>(SUSPEND_JOB, (p) => suspendIfRepeat(ctx, p.id, p.staff_id));
  ctx.jobs.defineJob(PRUNE_UNCONFIRMED_JOB, async () => {
    await pruneUnconfirmed(ctx);
  });
  ctx.jobs.every(PRUNE_UNCONFIRMED_JOB, 60 * 60 * 1000);
}

/**
 * Requests never confirmed are deleted once their link has expired (confirmDays): they hid nothing and
 * reached no one, and they hold a stranger's name and e-mail address that nobody needs any more.
 */
export async function pruneUnconfirmed(ctx: AppContext): Promise<number> {
  const n = await repo.deleteUnconfirmedBefore(ctx.db, new Date(Date.now() - L.confirmDays * DAY));
  if (n > 0) ctx.log.info({ deleted: n }, 'unconfirmed removal requests past their link deleted');
  return n;
}

// ---------------------------------------------------------------------------------------------------
// Repeat infringers

const windowStart = () => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - L.repeatInfringerWindowMonths);
  return d;
};

export const strikesOf = (_ctx: AppContext, db: Executor, uploaderId: string) => repo.strikesOf(db, uploaderId, windowStart());

/**
 * After an upheld takedown: at the threshold (3 upheld DMCA takedowns within 12 months) the account is
 * suspended through the auth feature's suspension (sessions end, sign-in shows the reason), audited as
 * the deciding moderator's action. A job, so the decision's transaction stays short; runs twice safely.
 */
async function suspendIfRepeat(ctx: AppContext, requestId: string, staffId: string) {
  const r = await repo.byId(ctx.db, requestId);
  if (!r) return;
  const count = await strikesOf(ctx, ctx.db, r.uploader_id);
  if (count < L.repeatInfringerThreshold) return;
  const [account] = await auth.accountsByIds(ctx, [r.uploader_id]);
  if (!account || account.suspended_at) return;
  const reason = `Repeat copyright infringement: ${count} upheld DMCA takedowns within ${L.repeatInfringerWindowMonths} months (our limit is ${L.repeatInfringerThreshold}).`;
  await ctx.db.transaction(async (tx) => {
    await auth.suspendAccount(tx, ctx, r.uploader_id, reason);
    await recordAdminAction(tx, {
      adminId: staffId,
      actionType: 'suspend_user',
      resourceType: 'user',
      resourceId: r.uploader_id,
      details: { reason, removal_request: r.reference, strikes: count },
    });
    await notify(ctx, tx, r.uploader_id, {
      type: 'system_update',
      title: 'Account suspended',
      content: `Your account has been suspended. Reason: ${reason}`,
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// The moderation kind

const GROUNDS: Record<RemovalKind, string> = {
  depicted_person:
    'the law (the rights of the person shown, data protection) and our Terms of Service, which require the consent of everyone shown',
  copyright: 'copyright law (17 U.S.C. § 512) and our Terms of Service',
  illegal_content: 'the law and our Terms of Service',
};

const FACTS: Record<RemovalKind, (r: repo.RequestRow) => string> = {
  depicted_person: (r) =>
    `A person who says they are shown in the content asked for its removal: ${reasonLabel(r.kind, r.reason).toLowerCase()}.`,
  copyright: () => 'A rights holder sent a DMCA notice saying the content infringes their copyright.',
  illegal_content: (r) => `Someone reported the content as illegal: ${reasonLabel(r.kind, r.reason).toLowerCase()}.`,
};

/** The statement of reasons (EU DSA art. 17) both sides get: the decision, the facts, the ground, that a person decided, redress. */
function statement(r: repo.RequestRow, decision: 'removed' | 'rejected', text: string | null): string {
  const dmca = r.kind === 'copyright';
  return [
    decision === 'removed'
      ? `Decision: the content stays removed.${text ? ` ${text}` : ''}`
      : `Decision: the request was rejected and the content is not removed.${text ? ` ${text}` : ''}`,
    `Facts: ${FACTS[r.kind](r)} Reference ${r.reference}.`,
    `Ground: ${decision === 'removed' ? GROUNDS[r.kind] : 'we found no breach of the law or of our Terms of Service'}. This decision was made by a person on our moderation team.`,
    `Redress: if you think it is wrong, write to us through the contact page quoting ${r.reference}${dmca && decision === 'removed' ? '; the uploader may also send a counter-notice' : ''}. You may also turn to an out-of-court dispute settlement body or the courts.`,
  ].join('\n');
}

async function decideRequest(ctx: AppContext, tx: Executor, item: moderation.ModerationItemRow, decision: 'removed' | 'rejected') {
  const r = await repo.lockById(tx, item.subject_id);
  if (!r || !(r.status === 'open' || r.status === 'counter_noticed')) throw new AppError('conflict', MODERATION_MESSAGES.alreadyDecided);
  const text = item.reason;
  const said = statement(r, decision, text);
  const now = new Date();
  // A counter-noticed takedown keeps its course (the law restores it unless a suit is reported).
  const status = decision === 'rejected' ? 'rejected' : r.status === 'open' ? 'removed' : r.status;
  const next = await repo.updateRequest(tx, r.id, { status, decision, decided_at: now, statement: said });
  if (decision === 'rejected') await releaseHolds(ctx, tx, next);
  else for (const id of next.item_ids) await portfolio.setRemovalHold(ctx, tx, id, true);
  await ctx.mailer.send(
    {
      to: r.requester_email,
      kind: 'removal_decision',
      subject: `${decision === 'removed' ? 'Content removed' : 'Request not upheld'}: ${r.reference} | ${ctx.config.PRODUCT_NAME}`,
      text: [`We decided on your ${REMOVAL_KIND_NOUNS[r.kind]} ${r.reference}.`, '', said, '', statusUrl(ctx, next)].join('\n'),
    },
    tx,
  );
  if (decision === 'removed' && next.kind === 'copyright' && item.decided_by)
    await ctx.jobs.enqueue(tx, { kind: SUSPEND_JOB, payload: { id: r.id, staff_id: item.decided_by }, key: `${SUSPEND_JOB}:${r.id}` });
  return undefined;
}

/**
 * Removal requests in the queue, due 7 business days after confirmation. Approve = the content stays
 * removed (an illegal-content report hides it now); reject = the request is not upheld and the
 * content comes back (unless another request holds it). The uploader is notified and the requester
 * mailed, both with the statement of reasons.
 */
export const removalModerationType: moderation.ModerationTypeDef = {
  type: REMOVAL_MODERATION_TYPE,
  label: 'Removal requests',
  noun: 'removal request',
  async describe(ctx, item): Promise<ModerationDetails> {
    const r = await repo.byId(ctx.db, item.subject_id);
    if (!r) return { title: 'Removal request (gone)', images: [], facts: [], current: false };
    const [targets, thumbs, strikes, cards] = await Promise.all([
      portfolio.removalTargets(ctx, r.item_ids),
      Promise.all(r.item_ids.map((id) => portfolio.itemThumbFor(ctx, id, 'staff'))),
      strikesOf(ctx, ctx.db, r.uploader_id),
      profiles.memberCards(ctx.db, [r.uploader_id]),
    ]);
    const owner = cards.get(r.uploader_id);
    const facts: ModerationDetails['facts'] = [
      { label: 'Kind', value: REMOVAL_KIND_NOUNS[r.kind] },
      { label: 'Reference', value: r.reference },
      ...(r.kind === 'copyright' ? [] : [{ label: 'Reason', value: reasonLabel(r.kind, r.reason) }]),
      { label: 'Status', value: REMOVAL_STATUS_LABELS[r.status] },
      { label: 'Content hidden now', value: holds(r) ? 'Yes' : 'No' },
      { label: 'Confirmed', value: r.confirmed_at?.toISOString() ?? '', kind: 'datetime' as const },
      { label: `Decision due (${L.decisionBusinessDays} business days)`, value: r.due_at?.toISOString() ?? '', kind: 'datetime' as const },
      { label: 'Requester', value: `${r.requester_name} <${r.requester_email}>${r.requester_user_id ? ' (signed in)' : ''}` },
      ...(r.details ? [{ label: 'What the requester says', value: r.details }] : []),
      ...r.urls.map((u, i) => ({ label: `Address ${i + 1}`, value: u })),
      ...targets.map((t) => ({
        label: `Item: ${t.title?.trim() || t.kind}`,
        value: owner?.username ? `/${owner.username}?item=${t.id}` : t.id,
        kind: owner?.username ? ('link' as const) : ('text' as const),
      })),
    ];
    if (r.kind === 'copyright')
      facts.push(
        { label: 'Copyrighted work', value: r.work ?? '' },
        { label: 'Notifier address', value: r.address ?? '' },
        { label: 'Notifier telephone', value: r.phone ?? '' },
        { label: 'Statements', value: 'Good-faith belief; accurate and, under penalty of perjury, authorised to act' },
        { label: 'Signature', value: r.signature ?? '' },
        {
          label: `Upheld DMCA takedowns against this member (${L.repeatInfringerWindowMonths} months)`,
          value: `${strikes} of ${L.repeatInfringerThreshold} (the account is suspended at ${L.repeatInfringerThreshold})`,
        },
      );
    if (r.counter_at)
      facts.push(
        { label: 'Counter-notice', value: r.counter_material ?? '' },
        { label: 'Counter-notice by', value: `${r.counter_name}, ${r.counter_address}, ${r.counter_phone}` },
        { label: 'Restored on (unless a suit is reported)', value: r.restore_due_at?.toISOString() ?? '', kind: 'datetime' as const },
      );
    return {
      title: `${REMOVAL_KIND_NOUNS[r.kind]} ${r.reference}`,
      images: thumbs.flatMap((url, i) => (url ? [{ url, alt: `Reported item ${i + 1}`, caption: targets[i]?.title ?? undefined }] : [])),
      facts,
      current: r.status === 'open' || r.status === 'counter_noticed',
    };
  },
  onApprove: (ctx, tx, item) => decideRequest(ctx, tx, item, 'removed'),
  onReject: (ctx, tx, item) => decideRequest(ctx, tx, item, 'rejected'),
  async notices(item, outcome, tx) {
    const r = await repo.byId(tx, item.subject_id);
    if (!r) return [];
    return [
      {
        userId: r.uploader_id,
        title: outcome.decision === 'approved' ? 'Content removed after a removal request' : 'Removal request rejected',
        content: r.statement ?? '',
        action_url: takedownPath(r),
      },
    ];
  },
};

// ---------------------------------------------------------------------------------------------------
// Presenting

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function counterOf(r: repo.RequestRow) {
  return r.counter_at
    ? {
        received_at: r.counter_at.toISOString(),
        material: r.counter_material ?? '',
        name: r.counter_name ?? '',
        address: r.counter_address ?? '',
        phone: r.counter_phone ?? '',
        signature: r.counter_signature ?? '',
      }
    : null;
}

const suitOf = (r: repo.RequestRow) =>
  r.suit_at ? { reported_at: r.suit_at.toISOString(), court_reference: r.suit_reference ?? '' } : null;

function presentStatus(r: repo.RequestRow): RemovalStatusView {
  return {
    reference: r.reference,
    kind: r.kind,
    reason: r.kind === 'copyright' ? '' : reasonLabel(r.kind, r.reason),
    status: r.status,
    urls: r.urls,
    item_count: r.item_ids.length,
    created_at: r.created_at.toISOString(),
    confirmed_at: iso(r.confirmed_at),
    due_at: iso(r.due_at),
    content_hidden: holds(r),
    decided_at: iso(r.decided_at),
    decision: r.decision,
    statement: r.statement,
    counter_notice: counterOf(r),
    restore_due_at: iso(r.restore_due_at),
    suit: suitOf(r),
    restored_at: iso(r.restored_at),
    can_report_suit: r.status === 'counter_noticed' && Boolean(r.restore_due_at && r.restore_due_at.getTime() > Date.now()),
  };
}

async function presentTakedown(ctx: AppContext, r: repo.RequestRow): Promise<TakedownView> {
  const [own, strikes] = await Promise.all([portfolio.presentOwnItems(ctx, r.item_ids), strikesOf(ctx, ctx.db, r.uploader_id)]);
  return {
    reference: r.reference,
    kind: r.kind,
    reason: r.kind === 'copyright' ? '' : reasonLabel(r.kind, r.reason),
    status: r.status,
    items: own.map((i) => ({
      id: i.id,
      title: i.title?.trim() || (i.kind === 'video' ? 'Video' : 'Image'),
      thumbnail_url: i.media.thumb_url,
    })),
    created_at: r.created_at.toISOString(),
    confirmed_at: iso(r.confirmed_at),
    due_at: iso(r.due_at),
    content_hidden: holds(r),
    // A depicted person's or a reporter's identity stays with us; a DMCA notifier's name and e-mail are part of the notice.
    details: r.details,
    notice:
      r.kind === 'copyright'
        ? { work: r.work ?? '', notifier_name: r.requester_name, notifier_email: r.requester_email, signature: r.signature ?? '' }
        : null,
    decided_at: iso(r.decided_at),
    decision: r.decision,
    statement: r.statement,
    can_counter_notice: canCounterNotice(r),
    counter_notice: counterOf(r),
    restore_due_at: iso(r.restore_due_at),
    suit: suitOf(r),
    restored_at: iso(r.restored_at),
    strikes: { count: strikes, threshold: L.repeatInfringerThreshold, window_months: L.repeatInfringerWindowMonths },
  };
}
