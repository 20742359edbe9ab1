import { randomBytes } from 'node:crypto';
import type { AdminActionType } from '@mb/contract/admin-activity';
import { DEFAULT_LOCALE } from '@mb/contract/locale';
import {
  type DrawInput,
  type DrawList,
  type DrawProof,
  type DrawView,
  formatRedemptionCode,
  isRedemptionCode,
  LOTTERY_LIMITS,
  LOTTERY_MESSAGES as M,
  normalizeRedemptionCode,
  REDEMPTION_ALPHABET,
  type Redemption,
  type StaffDraw,
} from '@mb/contract/lottery';
import { DRAW_ALGORITHM, drawWinners, SEED_BYTES, toHex } from '@mb/contract/lottery-draw';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import { LOTTERY_RULE } from '@mb/contract/staff-rule';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mailText, translate, words, wordsDate } from '../../platform/i18n.ts';
import { validateAndSanitizeInput } from '../../platform/sanitize.ts';
import { recipientOf } from '../auth/index.ts';
import { isIdentityVerified } from '../compliance/index.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import * as staff from '../staff/index.ts';
import { nodeHmac, nodeSha256 } from './draw-crypto.ts';
import { presentDraw, presentMyEntry, presentStaffDraw } from './presenter.ts';
import * as repo from './repository.ts';

export const OPEN_JOB = 'lottery.open_draw';
export const CLOSE_JOB = 'lottery.close_draw';

const clean = (v: string, max: number) => validateAndSanitizeInput(v, { maxLength: max });
const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });
const drawUrl = (id: string) => `/digital-lottery/${id}`;

/** 80 random bits as 16 characters of Crockford base32: unguessable, and easy to read out and type. */
export function newRedemptionCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = ((value << 8) | b) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += REDEMPTION_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Reading

async function winnerIds(db: Executor, rows: repo.DrawRow[]): Promise<Map<string, string[]>> {
  const drawn = rows.filter((r) => r.status === 'drawn').map((r) => r.id);
  const out = new Map<string, string[]>();
  for (const w of await repo.winnersOf(db, drawn)) out.set(w.draw_id, [...(out.get(w.draw_id) ?? []), w.id]);
  return out;
}

const canManage = (ctx: AppContext, actor: Actor | null) => (actor ? staff.meetsRule(ctx, actor.userId, LOTTERY_RULE) : false);

export async function listDraws(ctx: AppContext, actor: Actor | null): Promise<DrawList> {
  const [current, past] = await Promise.all([repo.currentDraws(ctx.db), repo.pastDraws(ctx.db, LOTTERY_LIMITS.pastMax)]);
  const winners = await winnerIds(ctx.db, past);
  const entered = actor
    ? await repo.drawIdsEnteredBy(
        ctx.db,
        actor.userId,
        [...current, ...past].map((r) => r.id),
      )
    : [];
  return {
    current: current.map((r) => presentDraw(r, [])),
    past: past.map((r) => presentDraw(r, winners.get(r.id) ?? [])),
    can_manage: await canManage(ctx, actor),
    entered,
  };
}

/** A draw everyone may see (published); a draft is 404 like a missing one. */
async function publicDraw(db: Executor, id: string): Promise<repo.DrawRow> {
  const row = await repo.findDraw(db, id);
  if (!row || row.status === 'draft') throw new AppError('not_found', M.notFound);
  return row;
}

/** Why this member may not enter now (null: they may). Staff checks read fresh, like every staff check. */
async function refusalOf(ctx: AppContext, row: repo.DrawRow, userId: string, now = new Date()): Promise<string | null> {
  if (row.status === 'cancelled') return M.cancelled;
  if (row.status === 'drawn' || row.closes_at <= now) return M.closed;
  if (row.status !== 'open' || row.opens_at > now) return M.notOpenYet;
  if (await staff.isUserStaff(ctx, userId)) return M.staffCannotEnter;
  if (row.eligibility === 'verified' && !(await isIdentityVerified(ctx, userId))) return M.verifiedOnly;
  return null;
}

export async function drawView(ctx: AppContext, actor: Actor | null, id: string): Promise<DrawView> {
  const row = await publicDraw(ctx.db, id);
  const winners = await winnerIds(ctx.db, [row]);
  const entry = actor ? await repo.entryOf(ctx.db, id, actor.userId) : undefined;
  const reason = actor && !entry ? await refusalOf(ctx, row, actor.userId) : null;
  return {
    draw: presentDraw(row, winners.get(row.id) ?? []),
    my_entry: entry ? presentMyEntry(entry) : null,
    can_enter: !!actor && !entry && reason === null,
    cannot_enter_reason: entry ? null : reason,
  };
}

/** The public proof of a drawn draw: everything needed to recompute its winners. */
export async function drawProof(ctx: AppContext, id: string): Promise<DrawProof> {
  const row = await publicDraw(ctx.db, id);
  if (row.status !== 'drawn' || !row.seed_hex || !row.commitment_hex) throw new AppError('conflict', M.proofNotYet);
  const entries = await repo.entriesOf(ctx.db, id);
  return {
    draw_id: row.id,
    algorithm: DRAW_ALGORITHM,
    commitment: row.commitment_hex,
    seed: row.seed_hex,
    winners_count: row.winners_count,
    entries: entries.map((e) => e.id),
    winners: entries
      .filter((e) => e.winner_rank !== null)
      .sort((a, b) => (a.winner_rank ?? 0) - (b.winner_rank ?? 0))
      .map((e) => e.id),
  };
}

/** For the server-rendered page meta of /digital-lottery/{id} (features/seo): a published draw, or undefined. */
export async function drawMeta(ctx: Pick<AppContext, 'db'>, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const row = await repo.findDraw(ctx.db, id.toLowerCase());
  if (!row || row.status === 'draft') return undefined;
  return { id: row.id, title: row.title, prize: row.prize, status: row.status, winners_count: row.winners_count, closes_at: row.closes_at };
}

// ---------------------------------------------------------------------------------------------------
// Entering: free, one entry per member per draw.

/**
 * Enters the member. The position comes from a conditional UPDATE of the open draw (its row lock
 * queues concurrent entries and the closing job), and the unique (draw, member) index turns a second
 * entry into nothing inserted: the transaction then rolls back, position included. So however many
 * clicks arrive at once, one entry exists and positions stay gapless.
 */
export async function enter(ctx: AppContext, userId: string, id: string) {
  const row = await publicDraw(ctx.db, id);
  if (await repo.entryOf(ctx.db, id, userId)) throw new AppError('conflict', M.alreadyEntered);
  const reason = await refusalOf(ctx, row, userId);
  if (reason) throw new AppError(reason === M.staffCannotEnter || reason === M.verifiedOnly ? 'forbidden' : 'conflict', reason);
  const entry = await ctx.db.transaction(async (tx) => {
    const taken = await repo.takePosition(tx, id);
    if (!taken) throw new AppError('conflict', M.closed);
    const inserted = await repo.insertEntry(tx, { draw_id: id, user_id: userId, position: taken.entries_count - 1 });
    if (!inserted) throw new AppError('conflict', M.alreadyEntered);
    return inserted;
  });
  return presentMyEntry(entry);
}

// ---------------------------------------------------------------------------------------------------
// Staff: drafts, publishing, cancelling (LOTTERY_RULE on every route; handle() checks it).

async function presentStaff(ctx: AppContext, rows: repo.DrawRow[]): Promise<StaffDraw[]> {
  const winners = await repo.winnersOf(
    ctx.db,
    rows.filter((r) => r.status === 'drawn').map((r) => r.id),
  );
  const cards = await profiles.memberCards(ctx.db, [...new Set(winners.map((w) => w.user_id))]);
  return rows.map((r) =>
    presentStaffDraw(
      r,
      winners.filter((w) => w.draw_id === r.id),
      cards,
    ),
  );
}
const presentStaffOne = async (ctx: AppContext, row: repo.DrawRow) => (await presentStaff(ctx, [row]))[0] as StaffDraw;

export async function staffDraws(ctx: AppContext) {
  return { draws: await presentStaff(ctx, await repo.allDraws(ctx.db)) };
}

function fieldsOf(input: DrawInput) {
  const title = clean(input.title, LOTTERY_LIMITS.titleMax);
  const prize = clean(input.prize, LOTTERY_LIMITS.prizeMax);
  const rules = clean(input.rules, LOTTERY_LIMITS.rulesMax);
  if (!title) throw invalid('title', M.titleRequired);
  if (!prize) throw invalid('prize', M.prizeRequired);
  if (!rules) throw invalid('rules', M.rulesRequired);
  const opens_at = new Date(input.opens_at);
  const closes_at = new Date(input.closes_at);
  if (closes_at <= opens_at) throw invalid('closes_at', M.closesBeforeOpens);
  return { title, prize, rules, opens_at, closes_at, winners_count: input.winners_count, eligibility: input.eligibility };
}

/** Queues the job of the draw's next phase, keyed by its time: a moved window queues a new one, and the old one finds nothing due. */
async function schedulePhase(ctx: AppContext, tx: Executor, row: repo.DrawRow) {
  if (row.status === 'scheduled')
    await ctx.jobs.enqueue(tx, {
      kind: OPEN_JOB,
      payload: { id: row.id },
      runAt: row.opens_at,
      key: `${OPEN_JOB}:${row.id}@${row.opens_at.getTime()}`,
    });
  else if (row.status === 'open')
    await ctx.jobs.enqueue(tx, {
      kind: CLOSE_JOB,
      payload: { id: row.id },
      runAt: row.closes_at,
      key: `${CLOSE_JOB}:${row.id}@${row.closes_at.getTime()}`,
    });
}

const audit = (tx: Executor, actor: Actor, actionType: AdminActionType, row: repo.DrawRow, details: Record<string, unknown> = {}) =>
  staff.recordAdminAction(tx, { adminId: actor.userId, actionType, resourceType: 'lottery_draw', resourceId: row.id, details });

export async function createDraw(ctx: AppContext, actor: Actor, input: DrawInput) {
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.insertDraw(tx, { ...fieldsOf(input), status: 'draft', created_by: actor.userId });
    await audit(tx, actor, 'lottery_create_draw', saved, { title: saved.title });
    return saved;
  });
  return presentStaffOne(ctx, row);
}

export async function updateDraw(ctx: AppContext, actor: Actor, id: string, input: DrawInput) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockDraw(tx, id);
    if (!current) throw new AppError('not_found', M.notFound);
    if (current.status !== 'draft' && current.status !== 'scheduled') throw new AppError('conflict', M.notEditable);
    const fields = fieldsOf(input);
    if (current.status === 'scheduled' && fields.closes_at <= new Date()) throw invalid('closes_at', M.closesInPast);
    const saved = await repo.updateDraw(tx, id, fields);
    await schedulePhase(ctx, tx, saved);
    await audit(tx, actor, 'lottery_update_draw', saved, { title: saved.title });
    return saved;
  });
  return presentStaffOne(ctx, row);
}

/** draft → scheduled: shown on /digital-lottery at once; the open job runs at opens_at (at once if that has passed). */
export async function publishDraw(ctx: AppContext, actor: Actor, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockDraw(tx, id);
    if (!current) throw new AppError('not_found', M.notFound);
    if (current.status !== 'draft') throw new AppError('conflict', M.notDraft);
    if (current.closes_at <= new Date()) throw invalid('closes_at', M.closesInPast);
    const saved = await repo.updateDraw(tx, id, { status: 'scheduled' });
    await schedulePhase(ctx, tx, saved);
    await audit(tx, actor, 'lottery_publish_draw', saved, {
      opens_at: saved.opens_at.toISOString(),
      closes_at: saved.closes_at.toISOString(),
    });
    return saved;
  });
  return presentStaffOne(ctx, row);
}

/** Cancels a draw not yet drawn; entrants are told. The seed of an open draw stays secret (nothing is drawn). */
export async function cancelDraw(ctx: AppContext, actor: Actor, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockDraw(tx, id);
    if (!current) throw new AppError('not_found', M.notFound);
    if (current.status === 'drawn' || current.status === 'cancelled') throw new AppError('conflict', M.cannotCancel);
    const saved = await repo.updateDraw(tx, id, { status: 'cancelled', cancelled_at: new Date() });
    for (const e of await repo.entriesOf(tx, id)) {
      await notifications.notify(ctx, tx, e.user_id, {
        type: 'lottery',
        title: words(NOTICE_TEXT.lottery.cancelled, { title: saved.title }),
        content: NOTICE_TEXT.lottery.cancelledContent,
        action_url: drawUrl(id),
      });
    }
    await audit(tx, actor, 'lottery_cancel_draw', saved, { status_before: current.status, entries: current.entries_count });
    return saved;
  });
  return presentStaffOne(ctx, row);
}

// ---------------------------------------------------------------------------------------------------
// Phases, driven by the window through the job mechanism.

/** At opens_at: the secret seed is made and its SHA-256 published as the commitment. Idempotent. */
export async function openDraw(ctx: AppContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockDraw(tx, id);
    if (row?.status !== 'scheduled' || row.opens_at > new Date()) return;
    const seed = randomBytes(SEED_BYTES);
    const saved = await repo.updateDraw(tx, id, {
      status: 'open',
      seed_hex: toHex(seed),
      commitment_hex: toHex(await nodeSha256(seed)),
      opened_at: new Date(),
    });
    await schedulePhase(ctx, tx, saved);
  });
}

const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${s}`;
};

/**
 * At closes_at: the seed is revealed and the winners drawn from it and the ordered entries (the
 * contract's drawWinners, the same code the browser checks with); each winner gets a redemption code,
 * a notification and an e-mail, in the same transaction. Idempotent: a drawn draw is left alone.
 */
export async function closeDraw(ctx: AppContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockDraw(tx, id);
    if (row?.status !== 'open' || row.closes_at > new Date() || !row.seed_hex) return;
    const entries = await repo.entriesOf(tx, id);
    const seed = Buffer.from(row.seed_hex, 'hex');
    const winners = await drawWinners(
      seed,
      entries.map((e) => e.id),
      row.winners_count,
      nodeHmac,
    );
    const byId = new Map(entries.map((e) => [e.id, e]));
    for (const [i, entryId] of winners.entries()) {
      const e = byId.get(entryId);
      if (!e) continue;
      await repo.markWinner(tx, entryId, i + 1, newRedemptionCode());
      // In the winner's language (issue 36): the place is "2nd" in English, a number the sentence dresses elsewhere.
      const to = await recipientOf(tx, e.user_id);
      const locale = to?.locale ?? DEFAULT_LOCALE;
      const title = translate(locale, M.winTitle);
      const place = locale === 'en' ? ordinal(i + 1) : String(i + 1);
      const values = { place, draw: row.title, prize: row.prize };
      const content = mailText(locale, winners.length > 1 ? MAIL_TEXT.lottery.wonPlace : MAIL_TEXT.lottery.wonPrize, values);
      await notifications.notify(ctx, tx, e.user_id, { type: 'lottery', title, content, action_url: drawUrl(id) });
      if (to)
        await ctx.mailer.send(
          {
            to: to.email,
            kind: 'lottery_win',
            subject: `${title} | ${ctx.config.PRODUCT_NAME}`,
            text: [content, '', `${ctx.config.publicUrl}${drawUrl(id)}`, '', `— ${ctx.config.PRODUCT_NAME}`].join('\n'),
          },
          tx,
        );
    }
    await repo.updateDraw(tx, id, { status: 'drawn', drawn_at: new Date() });
  });
}

export function defineLotteryJobs(ctx: AppContext) {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(OPEN_JOB)) return;
  ctx.jobs.defineJob<{ id: string }>(OPEN_JOB, (p) => openDraw(ctx, p.id));
  ctx.jobs.defineJob<{ id: string }>(CLOSE_JOB, (p) => closeDraw(ctx, p.id));
}

/**
 * Tests only (the browser tests' hook, TEST_HOOKS=on): moves a published draw's window so its next
 * phase is due now, and queues that phase's job as the window would.
 */
export async function testMoveWindow(ctx: AppContext, id: string, phase: 'open' | 'close') {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockDraw(tx, id);
    if (!row) throw new AppError('not_found', M.notFound);
    const now = new Date(Date.now() - 1000);
    if (phase === 'open' && row.status === 'scheduled') {
      const closes = row.closes_at > new Date(Date.now() + 60_000) ? row.closes_at : new Date(Date.now() + 3_600_000);
      await schedulePhase(ctx, tx, await repo.updateDraw(tx, id, { opens_at: now, closes_at: closes }));
    } else if (phase === 'close' && row.status === 'open') {
      const opens = row.opens_at < now ? row.opens_at : new Date(now.getTime() - 1000);
      await schedulePhase(ctx, tx, await repo.updateDraw(tx, id, { opens_at: opens, closes_at: now }));
    } else throw new AppError('conflict', `The draw is ${row.status}.`);
  });
}

// ---------------------------------------------------------------------------------------------------
// Redemption (spec §2 /lottery-redeem: admins with content_moderation; handle() checks LOTTERY_RULE).

async function presentRedemption(ctx: AppContext, e: repo.EntryRow): Promise<Redemption> {
  const draw = await repo.findDraw(ctx.db, e.draw_id);
  const ids = [e.user_id, ...(e.redeemed_by ? [e.redeemed_by] : [])];
  const cards = await profiles.memberCards(ctx.db, ids);
  const winner = cards.get(e.user_id);
  const by = e.redeemed_by ? cards.get(e.redeemed_by) : undefined;
  return {
    code: formatRedemptionCode(e.redemption_code ?? ''),
    entry_id: e.id,
    rank: e.winner_rank ?? 0,
    draw: { id: e.draw_id, title: draw?.title ?? '', prize: draw?.prize ?? '', drawn_at: draw?.drawn_at?.toISOString() ?? null },
    winner: { id: e.user_id, username: winner?.username ?? null, display_name: winner?.display_name ?? null },
    redeemed_at: e.redeemed_at?.toISOString() ?? null,
    redeemed_by: e.redeemed_by ? by?.display_name || (by?.username ? `@${by.username}` : 'a staff member') : null,
  };
}

async function entryForCode(ctx: AppContext, raw: string) {
  const code = normalizeRedemptionCode(raw);
  const e = isRedemptionCode(code) ? await repo.entryByCode(ctx.db, code) : undefined;
  if (!e) throw invalid('code', M.codeUnknown);
  return { code, e };
}

export async function lookupRedemption(ctx: AppContext, raw: string) {
  return presentRedemption(ctx, (await entryForCode(ctx, raw)).e);
}

/**
 * Marks the prize of a code handed over, exactly once: the conditional UPDATE (redeemed_at is null)
 * lets one of any number of concurrent calls through; the rest answer 409 with who redeemed it when.
 * Audited in the same transaction.
 */
export async function redeemPrize(ctx: AppContext, actor: Actor, raw: string) {
  const { code } = await entryForCode(ctx, raw);
  const done = await ctx.db.transaction(async (tx) => {
    const e = await repo.redeem(tx, code, actor.userId);
    if (!e) return undefined;
    await staff.recordAdminAction(tx, {
      adminId: actor.userId,
      actionType: 'lottery_redeem_prize',
      resourceType: 'lottery_entry',
      resourceId: e.id,
      details: { draw_id: e.draw_id, winner_id: e.user_id, rank: e.winner_rank },
    });
    await notifications.notify(ctx, tx, e.user_id, {
      type: 'lottery',
      title: NOTICE_TEXT.lottery.handedOver,
      content: NOTICE_TEXT.lottery.handedOverContent,
      action_url: drawUrl(e.draw_id),
    });
    return e;
  });
  if (done) return presentRedemption(ctx, done);
  const again = await presentRedemption(ctx, (await entryForCode(ctx, raw)).e);
  // When and by whom, written in the request's language (the name as it is).
  const when = again.redeemed_at ? wordsDate(new Date(again.redeemed_at), 'moment') : null;
  const by = again.redeemed_by;
  const message =
    when && by
      ? words(M.alreadyRedeemedOnBy, { when, by })
      : when
        ? words(M.alreadyRedeemedOn, { when })
        : by
          ? words(M.alreadyRedeemedBy, { by })
          : M.alreadyRedeemed;
  throw new AppError('conflict', message, { code: M.alreadyRedeemed });
}
