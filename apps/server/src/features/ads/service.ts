import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  AD_LIMITS,
  type AdCampaignInput,
  type AdPlacement,
  type AdPrices,
  budgetIssue,
  budgetPrice,
  formatMoney,
  AD_MESSAGES as M,
} from '@mb/contract/ads';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { validateAndSanitizeInput } from '../../platform/sanitize.ts';
import * as billing from '../billing/index.ts';
import * as business from '../business/index.ts';
import * as moderation from '../moderation/index.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { AD_CREATIVE_TYPE, campaignSummary } from './moderation.ts';
import { presentCampaign } from './presenter.ts';
import * as repo from './repository.ts';

export { adCreativeModerationType } from './moderation.ts';

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => todayUtc(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

export function adPrices(ctx: AppContext): AdPrices {
  return {
    currency: ctx.config.ADS_CURRENCY,
    per_1000_impressions_minor: ctx.config.ADS_PRICE_PER_1000_IMPRESSIONS,
    per_day_minor: ctx.config.ADS_PRICE_PER_DAY,
  };
}

/**
 * Who may advertise (issue 14: 'businesses and any member with a business plan'): a business account,
 * or any other member whose registered (submitted) business listing is on a paid business plan
 * (business_profiles.plan_type 'pro', read through the business service).
 */
export async function mayAdvertise(db: Executor, userId: string): Promise<boolean> {
  const { profile } = await profiles.ensureProfile(db, userId);
  if (profile.profile_type === 'business') return true;
  const plan = await business.businessPlanOf(db, userId);
  return !!plan && plan.registered && plan.plan_type === 'pro';
}

async function assertAdvertiser(db: Executor, userId: string) {
  if (!(await mayAdvertise(db, userId))) throw new AppError('forbidden', M.notAdvertiser);
}

const TEXT_GUARD = 2_000;
const clean = (v: string) => validateAndSanitizeInput(v, { maxLength: TEXT_GUARD });

/** A stranger's campaign is answered like a missing one. */
async function ownCampaign(db: Executor, userId: string, id: string, lock = false) {
  const row = lock ? await repo.lockCampaign(db, id) : await repo.findCampaign(db, id);
  if (!row || row.owner_id !== userId) throw new AppError('not_found', M.noSuchCampaign);
  return row;
}

async function present(ctx: AppContext, rows: repo.CampaignRow[]) {
  const totals = await repo.totals(
    ctx.db,
    rows.map((r) => r.id),
  );
  const today = todayUtc();
  return rows.map((r) => presentCampaign(ctx, r, totals.get(r.id) ?? { impressions: 0, clicks: 0 }, today));
}
const presentOne = async (ctx: AppContext, row: repo.CampaignRow) => (await present(ctx, [row]))[0] as ReturnType<typeof presentCampaign>;

export async function myCampaigns(ctx: AppContext, userId: string) {
  const rows = await repo.campaignsOf(ctx.db, userId);
  return { campaigns: await present(ctx, rows), can_advertise: await mayAdvertise(ctx.db, userId), prices: adPrices(ctx) };
}

export async function getCampaign(ctx: AppContext, userId: string, id: string) {
  return presentOne(ctx, await ownCampaign(ctx.db, userId, id));
}

function patchFrom(ctx: AppContext, input: AdCampaignInput, current?: repo.CampaignRow): repo.CampaignPatch {
  const patch: repo.CampaignPatch = {};
  if (input.name !== undefined) patch.name = clean(input.name);
  if (input.headline !== undefined) patch.headline = clean(input.headline);
  if (input.body !== undefined) patch.body = clean(input.body);
  if (input.link_url !== undefined) patch.link_url = input.link_url;
  if (input.target_content_types !== undefined) patch.target_content_types = [...new Set(input.target_content_types)];
  if (input.target_profile_types !== undefined) patch.target_profile_types = [...new Set(input.target_profile_types)];
  if (input.target_location !== undefined) patch.target_location = clean(input.target_location);
  if (input.starts_on !== undefined) patch.starts_on = input.starts_on || null;
  if (input.ends_on !== undefined) patch.ends_on = input.ends_on || null;
  if (input.budget_kind !== undefined) patch.budget_kind = input.budget_kind;
  if (input.budget_quantity !== undefined) patch.budget_quantity = input.budget_quantity;
  // The rules that need both the stored row and the change.
  const kind = patch.budget_kind ?? current?.budget_kind ?? 'impressions';
  const quantity = patch.budget_quantity ?? current?.budget_quantity ?? 10_000;
  const issue = budgetIssue(kind, quantity);
  if (issue) throw new AppError('validation_failed', issue, { budget_quantity: issue });
  const starts = patch.starts_on !== undefined ? patch.starts_on : (current?.starts_on ?? null);
  const ends = patch.ends_on !== undefined ? patch.ends_on : (current?.ends_on ?? null);
  if (starts && ends && ends <= starts) throw new AppError('validation_failed', M.endBeforeStart, { ends_on: M.endBeforeStart });
  const prices = adPrices(ctx);
  patch.price_minor = budgetPrice(prices, kind, quantity);
  patch.currency = prices.currency;
  return patch;
}

export async function createCampaign(ctx: AppContext, userId: string, input: AdCampaignInput) {
  const row = await ctx.db.transaction(async (tx) => {
    await assertAdvertiser(tx, userId);
    if ((await repo.countCampaignsOf(tx, userId)) >= AD_LIMITS.campaignsMax) throw new AppError('conflict', M.campaignsLimit);
    const patch = patchFrom(ctx, input);
    const name = patch.name || 'New campaign';
    return repo.insertCampaign(tx, userId, { ...patch, name });
  });
  return presentOne(ctx, row);
}

export async function updateCampaign(ctx: AppContext, userId: string, id: string, input: AdCampaignInput) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await ownCampaign(tx, userId, id, true);
    if (current.status !== 'draft') throw new AppError('conflict', M.onlyDraftEditable);
    return repo.updateCampaign(tx, id, patchFrom(ctx, input, current));
  });
  return presentOne(ctx, row);
}

/** Called by the image route after the file is stored: the draft's picture (the old one is answered for removal). */
export async function setCampaignImage(ctx: AppContext, userId: string, id: string, key: string) {
  return ctx.db.transaction(async (tx) => {
    await assertAdvertiser(tx, userId);
    const current = await ownCampaign(tx, userId, id, true);
    if (current.status !== 'draft') throw new AppError('conflict', M.onlyDraftEditable);
    const row = await repo.updateCampaign(tx, id, { image_path: key });
    return { row, replaced: current.image_path };
  });
}

export async function assertDraftOwner(ctx: AppContext, userId: string, id: string) {
  await assertAdvertiser(ctx.db, userId);
  const current = await ownCampaign(ctx.db, userId, id);
  if (current.status !== 'draft') throw new AppError('conflict', M.onlyDraftEditable);
}

/** draft → in_review: a complete creative goes to the moderation queue in the same transaction. */
export async function submitCampaign(ctx: AppContext, userId: string, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    await assertAdvertiser(tx, userId);
    const current = await ownCampaign(tx, userId, id, true);
    if (current.status !== 'draft') throw new AppError('conflict', M.notDraft);
    if (!current.image_path) throw new AppError('validation_failed', M.imageRequired, { image: M.imageRequired });
    if (!current.headline || !current.link_url || !current.starts_on) throw new AppError('validation_failed', M.incomplete);
    const saved = await repo.updateCampaign(tx, id, { status: 'in_review', submitted_at: new Date(), rejection_reason: null });
    await moderation.enqueueModeration(ctx, tx, {
      type: AD_CREATIVE_TYPE,
      subjectId: saved.id,
      ownerId: saved.owner_id,
      summary: campaignSummary(ctx, saved),
    });
    return saved;
  });
  return presentOne(ctx, row);
}

/** Starts the budget's checkout through billing; its webhook marks the budget paid (budgetPurchase). */
export async function payCampaign(ctx: AppContext, userId: string, id: string) {
  const row = await ownCampaign(ctx.db, userId, id);
  if (row.paid_at) throw new AppError('conflict', M.alreadyPaid);
  if (row.status === 'ended') throw new AppError('conflict', M.cannotPayEnded);
  const prices = adPrices(ctx);
  const amount = budgetPrice(prices, row.budget_kind, row.budget_quantity);
  if (amount !== row.price_minor || prices.currency !== row.currency) {
    await repo.updateCampaign(ctx.db, id, { price_minor: amount, currency: prices.currency });
  }
  const what =
    row.budget_kind === 'impressions' ? `${row.budget_quantity.toLocaleString('en-US')} impressions` : `${row.budget_quantity} days`;
  return billing.startPurchase(ctx, userId, {
    purpose: budgetPurchase.name,
    reference: row.id,
    amount_minor: amount,
    currency: prices.currency,
    description: `Ad budget: ${what} for “${row.name}” (${formatMoney(amount, prices.currency)})`,
    return_path: `/ads?campaign=${row.id}`,
  });
}

/**
 * A campaign's budget as billing sells it (this module's 'billing.purchase_purpose'): the reference is
 * the campaign, the buyer its owner, the price the one set when paying started; paid once.
 */
export const budgetPurchase = billing.definePurchasePurpose<repo.CampaignRow>({
  name: 'ad_budget',
  label: 'ad budget',
  subject: 'campaign',
  async find(_ctx, tx, p) {
    const row = /^[0-9a-f-]{36}$/i.test(p.reference) ? await repo.lockCampaign(tx, p.reference) : undefined;
    if (!row) return undefined;
    return {
      item: row,
      id: row.id,
      buyer_id: row.owner_id,
      applied: row.payment_id === p.payment_id,
      paid: !!row.paid_at,
      price: { amount_minor: row.price_minor, currency: row.currency },
    };
  },
  paid: budgetPaid,
});

/** A paid budget (billing's webhook, through the budget purpose, once billing's checks passed): the campaign may run. */
async function budgetPaid(_ctx: AppContext, tx: Executor, row: repo.CampaignRow, p: billing.PaidPurchase): Promise<void> {
  const today = todayUtc();
  const patch: repo.CampaignPatch = { paid_at: new Date(), payment_id: p.payment_id, paid_minor: p.amount_minor };
  if (row.budget_kind === 'impressions') {
    patch.impressions_left = row.budget_quantity;
  } else {
    // A budget in days runs that many days from the start (or from today when the start has passed).
    const start = row.starts_on && row.starts_on > today ? row.starts_on : today;
    const last = addDays(start, row.budget_quantity - 1);
    patch.starts_on = start;
    patch.ends_on = row.ends_on && row.ends_on < last ? row.ends_on : last;
  }
  await repo.updateCampaign(tx, row.id, patch);
}

export async function pauseCampaign(ctx: AppContext, userId: string, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await ownCampaign(tx, userId, id, true);
    if (current.status !== 'running') throw new AppError('conflict', M.cannotPause);
    return repo.updateCampaign(tx, id, { status: 'paused' });
  });
  return presentOne(ctx, row);
}

export async function resumeCampaign(ctx: AppContext, userId: string, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await ownCampaign(tx, userId, id, true);
    if (current.status !== 'paused') throw new AppError('conflict', M.cannotResume);
    return repo.updateCampaign(tx, id, { status: 'running' });
  });
  return presentOne(ctx, row);
}

export async function endByOwner(ctx: AppContext, userId: string, id: string) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await ownCampaign(tx, userId, id, true);
    if (current.status === 'ended') throw new AppError('conflict', M.cannotEnd);
    if (current.status === 'in_review') await moderation.withdrawModeration(ctx, tx, { type: AD_CREATIVE_TYPE, subjectId: id });
    return repo.updateCampaign(tx, id, { status: 'ended', ended_reason: 'owner', ended_at: new Date() });
  });
  return presentOne(ctx, row);
}

/** Ends a campaign whose budget is spent or schedule is over, and tells its owner (inside tx). */
async function endCampaign(ctx: AppContext, tx: Executor, row: repo.CampaignRow, reason: 'budget' | 'schedule') {
  await repo.updateCampaign(tx, row.id, { status: 'ended', ended_reason: reason, ended_at: new Date() });
  await notifications.notify(ctx, tx, row.owner_id, {
    type: 'system_update',
    title: M.budgetSpentTitle,
    content: words(reason === 'budget' ? NOTICE_TEXT.ads.budgetSpent : NOTICE_TEXT.ads.scheduleOver, { name: row.name }),
    action_url: '/ads',
  });
}

export const END_SCHEDULED_JOB = 'ads.end_scheduled';

/** Ends every campaign whose schedule is over; the slot already stops serving them on the day. */
export async function endScheduled(ctx: AppContext, now = new Date()): Promise<number> {
  const rows = await repo.scheduleOver(ctx.db, todayUtc(now));
  let ended = 0;
  for (const r of rows) {
    await ctx.db.transaction(async (tx) => {
      const row = await repo.lockCampaign(tx, r.id);
      if (!row || (row.status !== 'running' && row.status !== 'paused')) return;
      await endCampaign(ctx, tx, row, 'schedule');
      ended++;
    });
  }
  return ended;
}

export function defineAdJobs(ctx: AppContext) {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(END_SCHEDULED_JOB)) return;
  ctx.jobs.defineJob(END_SCHEDULED_JOB, async () => {
    await endScheduled(ctx);
  });
  ctx.jobs.every(END_SCHEDULED_JOB, 10 * 60_000);
}

export async function campaignStats(ctx: AppContext, userId: string, id: string) {
  const row = await ownCampaign(ctx.db, userId, id);
  const today = todayUtc();
  const from = addDays(today, -(AD_LIMITS.statsDays - 1));
  const rows = await repo.statsByDay(ctx.db, id, from);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days = Array.from({ length: AD_LIMITS.statsDays }, (_, i) => {
    const day = addDays(from, i);
    const r = byDay.get(day);
    return { day, impressions: r?.impressions ?? 0, clicks: r?.clicks ?? 0 };
  });
  const p = await presentOne(ctx, row);
  return {
    days,
    impressions: p.impressions,
    clicks: p.clicks,
    ctr: p.impressions ? p.clicks / p.impressions : 0,
    spend_minor: p.spend_minor,
    currency: p.currency,
  };
}

// ---------------------------------------------------------------------------------------------------
// Serving and counting

/** Crawlers, previews and automation: never served, never counted (their user-agent says what they are). */
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|bingpreview|facebookexternalhit|embedly|quora link preview|headless|lighthouse|pagespeed|python-requests|python-urllib|curl\/|wget\/|httpclient|okhttp|go-http-client|java\/|phantomjs|puppeteer|playwright|selenium/i;
export const isBot = (userAgent: string | undefined) => !userAgent || BOT_UA.test(userAgent);

const SERVE_TTL_S = 3600;

function sign(ctx: AppContext, payload: string) {
  return createHmac('sha256', Buffer.from(ctx.tokens.secret)).update(`ad-serve:${payload}`).digest('base64url');
}

/** What the beacon sends back: campaign, visitor and time, signed, so a beacon counts only an ad really served. */
export function serveToken(ctx: AppContext, campaignId: string, visitor: string, now = Date.now()) {
  const payload = Buffer.from(`${campaignId}|${visitor}|${Math.floor(now / 1000)}`).toString('base64url');
  return `${payload}.${sign(ctx, payload)}`;
}

function readServeToken(ctx: AppContext, token: string, now = Date.now()) {
  const [payload = '', mac = ''] = token.split('.');
  const expected = Buffer.from(sign(ctx, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [campaignId = '', visitor = '', at = ''] = Buffer.from(payload, 'base64url').toString().split('|');
  const issued = Number(at) * 1000;
  if (!Number.isFinite(issued) || now - issued > SERVE_TTL_S * 1000 || issued - now > 60_000) return null;
  return { campaignId, visitor };
}

export const newVisitorId = () => randomBytes(18).toString('base64url');

interface Viewer {
  visitor: string;
  userId: string | null;
  userAgent: string | undefined;
}

/**
 * A sponsored ad for a slot, or null: never on a Pro member's portfolio (in grace they are not Pro
 * any more, so ads show), never in a Pro member's own feed, never to bots; chosen among running, paid
 * campaigns inside schedule and budget whose targeting fits the audience, leaving out those the
 * visitor already saw `frequencyCapPerDay` times in the last 24 hours.
 */
export async function chooseAd(ctx: AppContext, placement: AdPlacement, page: string | undefined, viewer: Viewer) {
  if (isBot(viewer.userAgent)) return null;
  const audienceId = placement === 'portfolio' ? page : viewer.userId;
  if (!audienceId) return null;
  const pro = await profiles.proStatusOf(ctx, audienceId);
  if (pro.is_pro && !pro.in_grace) return null;
  const [member] = await profiles.profilesByIds(ctx, [audienceId]);
  if (!member) return null;
  const candidates = await repo.servingCandidates(ctx.db, todayUtc(), {
    content_types: member.content_types,
    profile_type: member.profile_type,
    location: member.location,
  });
  if (!candidates.length) return null;
  const seen = await repo.visitorImpressions(
    ctx.db,
    candidates.map((c) => c.id),
    viewer.visitor,
    new Date(Date.now() - 86_400_000),
  );
  const open = candidates.filter((c) => (seen.get(c.id) ?? 0) < AD_LIMITS.frequencyCapPerDay);
  const pick = open[Math.floor(Math.random() * open.length)];
  if (!pick?.image_path) return null;
  return {
    campaign_id: pick.id,
    headline: pick.headline,
    body: pick.body,
    image_url: ctx.storage.url('business-logos', pick.image_path),
    click_url: `/api/v1/ads/${pick.id}/go`,
    display_host: new URL(pick.link_url).hostname.replace(/^www\./, ''),
    serve_token: serveToken(ctx, pick.id, viewer.visitor),
  };
}

/**
 * The slot was shown (a beacon). Counted when the token is genuine and this visitor's, the visitor
 * is no bot, the same visitor has no counted impression of the campaign within the repeat window,
 * the frequency cap is not reached and budget is left; each counted impression takes one off an
 * impressions budget, and the last one ends the campaign.
 */
export async function recordImpression(ctx: AppContext, token: string, viewer: Viewer): Promise<{ counted: boolean }> {
  const t = readServeToken(ctx, token);
  if (!t || t.visitor !== viewer.visitor) return { counted: false };
  if (!/^[0-9a-f-]{36}$/i.test(t.campaignId)) return { counted: false };
  const bot = isBot(viewer.userAgent);
  return ctx.db.transaction(async (tx) => {
    await repo.lockVisitor(tx, t.campaignId, viewer.visitor);
    const row = await repo.findCampaign(tx, t.campaignId);
    if (!row) return { counted: false };
    const now = Date.now();
    let counted =
      !bot &&
      row.status === 'running' &&
      !!row.paid_at &&
      (await repo.countedSince(tx, row.id, viewer.visitor, 'impression', new Date(now - AD_LIMITS.repeatWindowMinutes * 60_000))) === 0 &&
      (await repo.countedSince(tx, row.id, viewer.visitor, 'impression', new Date(now - 86_400_000))) < AD_LIMITS.frequencyCapPerDay;
    let spent = false;
    if (counted && row.budget_kind === 'impressions') {
      const left = await repo.takeImpression(tx, row.id);
      if (left === null) counted = false;
      else spent = left === 0;
    }
    await repo.insertEvent(tx, { campaign_id: row.id, kind: 'impression', visitor: viewer.visitor, counted, day: todayUtc() });
    if (spent) await endCampaign(ctx, tx, { ...row }, 'budget');
    return { counted };
  });
}

/**
 * A click through the server: counted unless a bot, a prefetch, or a repeat by the same visitor
 * within the window; answers the advertiser's link (null: no such approved campaign).
 */
export async function recordClick(ctx: AppContext, id: string, viewer: Viewer, count: boolean): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return ctx.db.transaction(async (tx) => {
    await repo.lockVisitor(tx, id, viewer.visitor);
    const row = await repo.findCampaign(tx, id);
    if (!row?.approved_at || !row.link_url) return null;
    const counted =
      count &&
      !isBot(viewer.userAgent) &&
      row.status === 'running' &&
      (await repo.countedSince(tx, row.id, viewer.visitor, 'click', new Date(Date.now() - AD_LIMITS.repeatWindowMinutes * 60_000))) === 0;
    await repo.insertEvent(tx, { campaign_id: row.id, kind: 'click', visitor: viewer.visitor, counted, day: todayUtc() });
    return row.link_url;
  });
}

/** For the TEST_HOOKS route only: the campaign as stored. */
export const testHookCampaign = (ctx: AppContext, id: string) => (/^[0-9a-f-]{36}$/i.test(id) ? repo.findCampaign(ctx.db, id) : undefined);
