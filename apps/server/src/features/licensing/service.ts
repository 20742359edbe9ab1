import { randomBytes } from 'node:crypto';
import {
  type CatalogueQuery,
  CODE_ALPHABET,
  describeTerms,
  formatLicenseCode,
  LICENSING_APP_ID,
  LICENSING_LIMITS,
  type LicenseTerms,
  licenseExpiry,
  licenseVerifyPath,
  LICENSING_MESSAGES as M,
  normalizeLicenseCode,
} from '@mb/contract/licensing';
import { formatMoney } from '@mb/contract/money';
import sharp from 'sharp';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import * as apps from '../apps/index.ts';
import * as auth from '../auth/index.ts';
import * as billing from '../billing/index.ts';
import * as notifications from '../notifications/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import { buildCertificate } from './certificate.ts';
import { licenseStatusOf, type Person, presentLicense, presentOffer, presentRequest, presentVerification } from './presenter.ts';
import type { StoredTerms } from './repository.ts';
import * as repo from './repository.ts';

export const REFUND_JOB = 'licensing.refund';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOTIFICATION_TYPE = 'license';
const LICENSOR_URL = '/apps/mb-licensing/offers';
const LICENSEE_URL = '/apps/mb-licensing';
const licenseUrl = (id: string) => `/apps/mb-licensing/licenses/${id}`;

/** The licensee side: the caller must have MB Licensing installed (the app store's rule, spec §4). */
const installed = (ctx: AppContext, userId: string) => apps.requireInstalled(ctx, userId, LICENSING_APP_ID);

/**
 * The installation's settings: e-mails, and who sees the member's licensable items. A member without
 * the app (a creator: spec §4 lets them install nothing) gets the defaults: e-mails on, any member.
 */
async function appSettingsOf(ctx: AppContext, userId: string) {
  if (!(await apps.hasActiveInstallation(ctx, userId, LICENSING_APP_ID))) return { emails: true, visibility: 'members' as const };
  const { configuration: c } = await apps.settings(ctx, userId, LICENSING_APP_ID);
  return {
    emails: c.email_notifications !== false,
    visibility: (c.default_visibility === 'businesses' ? 'businesses' : 'members') as 'members' | 'businesses',
  };
}

const BUSINESS_TYPES = new Set(['business', 'studio', 'enterprise']);

const verifyUrl = (ctx: AppContext, code: string) => `${ctx.config.publicUrl}${licenseVerifyPath(code)}`;
const who = (p: Person | undefined) => p?.display_name || (p?.username ? `@${p.username}` : 'A member');
const itemName = (title: string | null) => (title ? `“${title}”` : 'an item');

async function peopleOf(db: Executor, ids: readonly string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  const cards = await profiles.memberCards(db, unique);
  return new Map(
    unique.map((id) => {
      const c = cards.get(id);
      return [id, { id, username: c?.username ?? null, display_name: c?.display_name ?? null, avatar_url: c?.avatar_url ?? null }];
    }),
  );
}

/** Tells a member: a notification (live) and an e-mail unless `emails` is false. Inside the caller's transaction. */
async function tell(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  msg: { title: string; content: string; action_url: string; kind: string },
  emails = true,
) {
  await notifications.notify(ctx, tx, userId, {
    type: NOTIFICATION_TYPE,
    title: msg.title,
    content: msg.content,
    action_url: msg.action_url,
  });
  if (!emails) return;
  const to = await auth.emailOf(tx, userId);
  if (!to) return;
  const product = ctx.config.PRODUCT_NAME;
  await ctx.mailer.send(
    {
      to,
      kind: `license_${msg.kind}`,
      subject: `${msg.title} | ${product}`,
      text: [msg.title, '', msg.content, '', `Open it on ${product}:`, `${ctx.config.publicUrl}${msg.action_url}`].join('\n'),
    },
    tx,
  );
}

const termsLine = (t: StoredTerms) => {
  const d = describeTerms(t);
  return `${d.usage}; ${d.territory}; ${d.duration}; ${d.exclusivity}; ${formatMoney(t.price_minor, t.currency)}`;
};

// ---------------------------------------------------------------------------------------------------
// What may be licensed: read through the portfolio feature's owner view (consent, tags, release).

/**
 * Why each item cannot be licensed now, or null when it can: it must exist, be approved by moderation,
 * not be held hidden by a removal request, and have every tagged co-performer's confirmation (consent none or confirmed) or a release on file.
 */
async function blockersOf(ctx: AppContext, itemIds: readonly string[], creating = false): Promise<Map<string, string | null>> {
  const items = await portfolio.presentOwnItems(ctx, [...new Set(itemIds)]);
  const byId = new Map(items.map((i) => [i.id, i]));
  const out = new Map<string, string | null>();
  for (const id of itemIds) {
    const i = byId.get(id);
    if (!i) out.set(id, M.itemNotFound);
    else if (i.moderation_status !== 'approved') out.set(id, M.notApproved);
    else if (i.hidden_by_request) out.set(id, M.hiddenByRequest);
    else if (!(i.consent_state === 'none' || i.consent_state === 'confirmed' || i.has_release))
      out.set(id, creating ? M.consentMissing : M.consentWithdrawn);
    else out.set(id, null);
  }
  return out;
}

/** Exclusivity: an exclusive license in force takes the item; an exclusive request needs no license in force. */
function exclusivityBlocker(live: repo.LicenseRow[], wantsExclusive: boolean): string | null {
  if (live.some((l) => l.terms.exclusive)) return M.exclusiveTaken;
  if (wantsExclusive && live.length > 0) return M.exclusiveNeedsNone;
  return null;
}

/** A small JPEG of the item's grid image, kept with the offer (and copied into each license). */
async function thumbnailOf(ctx: AppContext, itemId: string): Promise<string | null> {
  const bytes = await portfolio.itemThumbBytes(ctx, itemId);
  if (!bytes) return null;
  try {
    const jpeg = await sharp(bytes)
      .resize({ width: 240, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72 })
      .toBuffer();
    return jpeg.toString('base64');
  } catch (e) {
    ctx.log.warn({ item: itemId, err: e }, 'licensing: the item image could not be read');
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------
// The licensor: offers

async function ownOffer(db: Executor, userId: string, id: string) {
  const o = await repo.offerById(db, id);
  if (!o || o.licensor_id !== userId || o.status !== 'active') throw new AppError('not_found', M.offerNotFound);
  return o;
}

async function presentOffers(ctx: AppContext, rows: repo.OfferRow[], blockers?: Map<string, string | null>) {
  const [people, reasons] = await Promise.all([
    peopleOf(
      ctx.db,
      rows.map((r) => r.licensor_id),
    ),
    blockers ?? offerBlockers(ctx, rows),
  ]);
  return rows.map((r) => presentOffer(r, people, reasons.get(r.id) ?? null));
}

/** Why each active offer cannot be requested now (consent, moderation, an exclusive license in force). */
async function offerBlockers(ctx: AppContext, rows: repo.OfferRow[]): Promise<Map<string, string | null>> {
  const active = rows.filter((r) => r.status === 'active');
  const items = await blockersOf(
    ctx,
    active.map((r) => r.item_id),
  );
  const live = await repo.liveLicensesOfItems(
    ctx.db,
    active.map((r) => r.item_id),
    new Date(),
  );
  const out = new Map<string, string | null>();
  for (const r of active) {
    const ofItem = live.filter((l) => l.item_id === r.item_id);
    out.set(r.id, items.get(r.item_id) ?? exclusivityBlocker(ofItem, false));
  }
  return out;
}

export async function createOffer(ctx: AppContext, userId: string, input: { item_id: string; terms: LicenseTerms; note: string }) {
  const item = await portfolio.ownedItem(ctx, userId, input.item_id);
  const blocker = (await blockersOf(ctx, [item.id], true)).get(item.id);
  if (blocker) throw new AppError('conflict', blocker, { item_id: blocker });
  const [[own], thumb, settings] = await Promise.all([
    portfolio.presentOwnItems(ctx, [item.id]),
    thumbnailOf(ctx, item.id),
    appSettingsOf(ctx, userId),
  ]);
  const row = await repo.insertOffer(ctx.db, {
    licensor_id: userId,
    item_id: item.id,
    item_title: own?.title ?? null,
    item_kind: own?.kind ?? 'image',
    nsfw: own?.nsfw ?? false,
    thumb_jpeg: thumb,
    terms: input.terms,
    note: input.note,
    visibility: settings.visibility,
  });
  if (!row) throw new AppError('conflict', M.alreadyOffered, { item_id: M.alreadyOffered });
  return { offer: (await presentOffers(ctx, [row]))[0] as ReturnType<typeof presentOffer> };
}

export async function updateOffer(ctx: AppContext, userId: string, id: string, input: { terms: LicenseTerms; note: string }) {
  const o = await ownOffer(ctx.db, userId, id);
  const [own] = await portfolio.presentOwnItems(ctx, [o.item_id]);
  const row = await repo.updateOffer(ctx.db, id, {
    terms: input.terms,
    note: input.note,
    ...(own ? { item_title: own.title, nsfw: own.nsfw } : {}),
  });
  return { offer: (await presentOffers(ctx, [row]))[0] as ReturnType<typeof presentOffer> };
}

/** Withdraws an offer: open requests are cancelled and their requesters told; issued licenses stay. */
export async function withdrawOffer(ctx: AppContext, userId: string, id: string) {
  await ownOffer(ctx.db, userId, id);
  const row = await ctx.db.transaction(async (tx) => {
    const o = await repo.lockOffer(tx, id);
    if (o?.status !== 'active') throw new AppError('not_found', M.offerNotFound);
    const open = await repo.openRequestsOfOffer(tx, id);
    const reason = 'The creator withdrew the offer.';
    const people = await peopleOf(tx, [userId]);
    for (const r of open) {
      await repo.updateRequest(tx, r.id, { status: 'cancelled', reason });
      await tell(
        ctx,
        tx,
        r.requester_id,
        {
          title: 'License request cancelled',
          content: `${who(people.get(userId))} withdrew ${itemName(o.item_title)} from licensing.`,
          action_url: LICENSEE_URL,
          kind: 'cancelled',
        },
        r.requester_emails,
      );
    }
    return repo.updateOffer(tx, id, { status: 'withdrawn' });
  });
  return { offer: (await presentOffers(ctx, [row]))[0] as ReturnType<typeof presentOffer> };
}

// ---------------------------------------------------------------------------------------------------
// Lists

async function presentRequests(ctx: AppContext, rows: repo.RequestRow[], viewerId: string) {
  const [offers, people] = await Promise.all([
    repo.offersByIds(ctx.db, [...new Set(rows.map((r) => r.offer_id))]),
    peopleOf(
      ctx.db,
      rows.flatMap((r) => [r.licensor_id, r.requester_id]),
    ),
  ]);
  const byId = new Map(offers.map((o) => [o.id, o]));
  const licensed = rows.filter((r) => r.status === 'licensed');
  const licenseIds = new Map<string, string>();
  for (const r of licensed) {
    const l = r.payment_id ? await repo.licenseByPayment(ctx.db, r.payment_id) : undefined;
    if (l) licenseIds.set(r.id, l.id);
  }
  return rows.map((r) => presentRequest(r, byId.get(r.offer_id), people, viewerId, licenseIds.get(r.id) ?? null));
}

const presentLicenses = (ctx: AppContext, rows: repo.LicenseRow[], viewerId: string) =>
  rows.map((l) => presentLicense(l, viewerId, verifyUrl(ctx, l.code)));

export async function licensorDashboard(ctx: AppContext, userId: string) {
  const [offers, requests, licenses] = await Promise.all([
    repo.offersOfLicensor(ctx.db, userId),
    repo.requestsOfLicensor(ctx.db, userId),
    repo.licensesOf(ctx.db, userId, 'licensor'),
  ]);
  return {
    offers: await presentOffers(ctx, offers),
    requests: await presentRequests(ctx, requests, userId),
    licenses: presentLicenses(ctx, licenses, userId),
  };
}

export async function licenseeDashboard(ctx: AppContext, userId: string) {
  await installed(ctx, userId);
  const [requests, licenses] = await Promise.all([repo.requestsOfRequester(ctx.db, userId), repo.licensesOf(ctx.db, userId, 'licensee')]);
  return { requests: await presentRequests(ctx, requests, userId), licenses: presentLicenses(ctx, licenses, userId) };
}

/** Whether the viewer may see an offer: no block either way, and 'businesses' offers only to business types. */
async function visibleTo(ctx: AppContext, viewerId: string, offers: repo.OfferRow[]) {
  const [blocked, me] = await Promise.all([profiles.blockedEitherWayIds(ctx, viewerId), profiles.memberCards(ctx.db, [viewerId])]);
  const isBusiness = BUSINESS_TYPES.has(me.get(viewerId)?.profile_type ?? '');
  const hidden = new Set(blocked);
  return offers.filter((o) => !hidden.has(o.licensor_id) && (o.visibility === 'members' || isBusiness));
}

export async function catalogue(ctx: AppContext, userId: string, q: CatalogueQuery) {
  await installed(ctx, userId);
  const rows = await visibleTo(ctx, userId, await repo.activeOffers(ctx.db, userId, 500));
  const text = q.q?.toLowerCase() ?? '';
  const people = await peopleOf(
    ctx.db,
    rows.map((r) => r.licensor_id),
  );
  const matching = rows.filter((o) => {
    const t = o.terms;
    if (q.usage && !t.usages.includes(q.usage)) return false;
    if (q.country && t.territory !== 'worldwide' && !t.countries.includes(q.country)) return false;
    if (q.exclusive === 'yes' && !t.exclusive) return false;
    if (q.exclusive === 'no' && t.exclusive) return false;
    if (text) {
      const p = people.get(o.licensor_id);
      const hay = [o.item_title, o.note, p?.display_name, p?.username].filter(Boolean).join(' ').toLowerCase();
      if (!hay.includes(text)) return false;
    }
    return true;
  });
  const blockers = await offerBlockers(ctx, matching);
  const requestable = matching.filter((o) => blockers.get(o.id) === null).slice(0, LICENSING_LIMITS.catalogueMax);
  return { offers: await presentOffers(ctx, requestable, blockers) };
}

// ---------------------------------------------------------------------------------------------------
// Requests and answers

/** Refuses an offer that cannot be requested or agreed now (consent, moderation, exclusivity). */
async function assertLicensable(ctx: AppContext, offer: repo.OfferRow, terms: StoredTerms) {
  const item = (await blockersOf(ctx, [offer.item_id])).get(offer.item_id);
  if (item) throw new AppError('conflict', item);
  const ex = exclusivityBlocker(await repo.liveLicensesOfItem(ctx.db, offer.item_id, new Date()), terms.exclusive);
  if (ex) throw new AppError('conflict', ex);
}

export async function requestLicense(ctx: AppContext, actor: Actor, offerId: string, input: { terms: LicenseTerms; message: string }) {
  const userId = actor.userId;
  await installed(ctx, userId);
  const offer = await repo.offerById(ctx.db, offerId);
  if (offer?.status !== 'active') throw new AppError('not_found', M.offerNotFound);
  if (offer.licensor_id === userId) throw new AppError('forbidden', M.ownOffer);
  if ((await visibleTo(ctx, userId, [offer])).length === 0) {
    if (await profiles.isBlocked(ctx, userId, offer.licensor_id)) throw new AppError('not_found', M.offerNotFound);
    throw new AppError('forbidden', M.notVisible);
  }
  await assertLicensable(ctx, offer, input.terms);
  const emails = (await appSettingsOf(ctx, userId)).emails;
  const row = await ctx.db.transaction(async (tx) => {
    const o = await repo.lockOffer(tx, offerId);
    if (o?.status !== 'active') throw new AppError('not_found', M.offerNotFound);
    const inserted = await repo.insertRequest(tx, {
      offer_id: o.id,
      licensor_id: o.licensor_id,
      requester_id: userId,
      terms: input.terms,
      message: input.message,
      requester_emails: emails,
    });
    if (!inserted) throw new AppError('conflict', M.alreadyRequested);
    const people = await peopleOf(tx, [userId]);
    await tell(ctx, tx, o.licensor_id, {
      title: `${who(people.get(userId))} requested a license`,
      content: `For ${itemName(o.item_title)}: ${termsLine(input.terms)}.${input.message ? ` Message: ${input.message}` : ''}`,
      action_url: LICENSOR_URL,
      kind: 'requested',
    });
    return inserted;
  });
  return { request: (await presentRequests(ctx, [row], userId))[0] as ReturnType<typeof presentRequest> };
}

/** The request if the caller is one of its parties (404 otherwise); the requester needs the app installed. */
async function partyRequest(ctx: AppContext, userId: string, id: string) {
  const r = await repo.requestById(ctx.db, id);
  if (!r || (r.licensor_id !== userId && r.requester_id !== userId)) throw new AppError('not_found', M.requestNotFound);
  if (r.requester_id === userId) await installed(ctx, userId);
  return r;
}

/**
 * Runs one answer under the offer's and the request's locks: `allowed` are the statuses in which it is
 * the caller's move; `apply` writes and tells the other party.
 */
async function answer(
  ctx: AppContext,
  userId: string,
  id: string,
  side: 'licensor' | 'requester',
  allowed: readonly repo.RequestRow['status'][],
  apply: (tx: Executor, r: repo.RequestRow, o: repo.OfferRow, people: Map<string, Person>) => Promise<repo.RequestRow>,
) {
  const first = await partyRequest(ctx, userId, id);
  if ((side === 'licensor' ? first.licensor_id : first.requester_id) !== userId) throw new AppError('conflict', M.notYourMove);
  const row = await ctx.db.transaction(async (tx) => {
    const o = await repo.lockOffer(tx, first.offer_id);
    const r = await repo.lockRequest(tx, id);
    if (!o || !r) throw new AppError('not_found', M.requestNotFound);
    if (!allowed.includes(r.status)) throw new AppError('conflict', M.notYourMove);
    const people = await peopleOf(tx, [r.licensor_id, r.requester_id]);
    return apply(tx, r, o, people);
  });
  return { request: (await presentRequests(ctx, [row], userId))[0] as ReturnType<typeof presentRequest> };
}

/** Agree to the terms on the table: the creator a pending request, the requester a counter-offer. */
export async function accept(ctx: AppContext, userId: string, id: string) {
  const r = await partyRequest(ctx, userId, id);
  const side = r.licensor_id === userId ? 'licensor' : 'requester';
  const offer = await repo.offerById(ctx.db, r.offer_id);
  if (offer?.status !== 'active') throw new AppError('conflict', M.offerNotFound);
  await assertLicensable(ctx, offer, r.terms);
  const emails = side === 'requester' ? (await appSettingsOf(ctx, userId)).emails : r.requester_emails;
  return answer(ctx, userId, id, side, side === 'licensor' ? ['pending'] : ['countered'], async (tx, req, o, people) => {
    if (o.status !== 'active') throw new AppError('conflict', M.offerNotFound);
    const saved = await repo.updateRequest(tx, req.id, { status: 'accepted', requester_emails: emails });
    if (side === 'licensor') {
      await tell(
        ctx,
        tx,
        req.requester_id,
        {
          title: `${who(people.get(req.licensor_id))} accepted your license request`,
          content: `For ${itemName(o.item_title)}: ${termsLine(req.terms)}. Pay to receive the license.`,
          action_url: LICENSEE_URL,
          kind: 'accepted',
        },
        emails,
      );
    } else {
      await tell(ctx, tx, req.licensor_id, {
        title: `${who(people.get(req.requester_id))} accepted your counter-offer`,
        content: `For ${itemName(o.item_title)}: ${termsLine(req.terms)}. The license is issued once they pay.`,
        action_url: LICENSOR_URL,
        kind: 'counter_accepted',
      });
    }
    return saved;
  });
}

export async function decline(ctx: AppContext, userId: string, id: string, reason: string) {
  return answer(ctx, userId, id, 'licensor', ['pending', 'countered'], async (tx, r, o, people) => {
    const saved = await repo.updateRequest(tx, r.id, { status: 'declined', reason });
    await tell(
      ctx,
      tx,
      r.requester_id,
      {
        title: `${who(people.get(r.licensor_id))} declined your license request`,
        content: `For ${itemName(o.item_title)}.${reason ? ` Reason: ${reason}` : ''}`,
        action_url: LICENSEE_URL,
        kind: 'declined',
      },
      r.requester_emails,
    );
    return saved;
  });
}

export async function counter(ctx: AppContext, userId: string, id: string, input: { terms: LicenseTerms; note: string }) {
  return answer(ctx, userId, id, 'licensor', ['pending'], async (tx, r, o, people) => {
    const saved = await repo.updateRequest(tx, r.id, { status: 'countered', terms: input.terms, counter_note: input.note });
    await tell(
      ctx,
      tx,
      r.requester_id,
      {
        title: `${who(people.get(r.licensor_id))} sent a counter-offer`,
        content: `For ${itemName(o.item_title)}: ${termsLine(input.terms)}.${input.note ? ` Note: ${input.note}` : ''} Accept it or walk away.`,
        action_url: LICENSEE_URL,
        kind: 'countered',
      },
      r.requester_emails,
    );
    return saved;
  });
}

/** The requester walks away: from a request, a counter-offer, or an acceptance not paid yet. */
export async function withdraw(ctx: AppContext, userId: string, id: string) {
  return answer(ctx, userId, id, 'requester', ['pending', 'countered', 'accepted'], async (tx, r, o, people) => {
    const saved = await repo.updateRequest(tx, r.id, { status: 'withdrawn' });
    await tell(ctx, tx, r.licensor_id, {
      title: `${who(people.get(r.requester_id))} withdrew their license request`,
      content: `For ${itemName(o.item_title)}.`,
      action_url: LICENSOR_URL,
      kind: 'withdrawn',
    });
    return saved;
  });
}

/** Starts the payment of an accepted request; the payment's webhook issues the license (licensePurchase). */
export async function pay(ctx: AppContext, userId: string, id: string) {
  const r = await partyRequest(ctx, userId, id);
  if (r.requester_id !== userId || r.status !== 'accepted') throw new AppError('conflict', M.notPayable);
  const offer = await repo.offerById(ctx.db, r.offer_id);
  if (offer?.status !== 'active') throw new AppError('conflict', M.offerNotFound);
  // Consent and exclusivity are checked again now: the payment's handler runs inside billing's transaction.
  await assertLicensable(ctx, offer, r.terms);
  const emails = (await appSettingsOf(ctx, userId)).emails;
  if (emails !== r.requester_emails) await repo.updateRequest(ctx.db, r.id, { requester_emails: emails });
  return billing.startPurchase(ctx, userId, {
    purpose: licensePurchase.name,
    reference: r.id,
    amount_minor: r.terms.price_minor,
    currency: r.terms.currency,
    description: `License: ${offer.item_title || 'portfolio item'} (${formatMoney(r.terms.price_minor, r.terms.currency)})`.slice(0, 200),
    return_path: `/apps/mb-licensing?paid=${r.id}`,
  });
}

// ---------------------------------------------------------------------------------------------------
// Payment: the license is issued, once.

/** 20 Crockford base32 characters from 100 random bits (13 bytes, 4 bits unused). */
export function newLicenseCode(): string {
  const bytes = randomBytes(13);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5 && out.length < 20) {
      out += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

type PaidRequest = { o: repo.OfferRow; r: repo.RequestRow };

/**
 * A license as billing sells it (this module's 'billing.purchase_purpose'): the reference is the
 * accepted request, the buyer its requester, the price its terms'. Paid once: a repeated webhook
 * issues nothing (a unique index on the payment, and the request's status).
 */
export const licensePurchase = billing.definePurchasePurpose<PaidRequest>({
  name: 'license',
  label: 'license',
  subject: 'request',
  async find(_ctx, tx, p) {
    const first = UUID.test(p.reference) ? await repo.requestById(tx, p.reference) : undefined;
    if (!first) return undefined;
    const o = await repo.lockOffer(tx, first.offer_id);
    const r = await repo.lockRequest(tx, first.id);
    if (!o || !r) return undefined;
    return {
      item: { o, r },
      id: r.id,
      buyer_id: r.requester_id,
      applied: !!(await repo.licenseByPayment(tx, p.payment_id)) || r.payment_id === p.payment_id,
      paid: r.status === 'licensed',
      price: { amount_minor: r.terms.price_minor, currency: r.terms.currency },
    };
  },
  paid: licensePaid,
  refunded: licenseRefunded,
});

/**
 * A paid license (billing's webhook, through the license purpose, once billing's checks passed), in
 * the webhook's transaction. A payment that no longer fits (the request withdrawn or cancelled
 * meanwhile, consent withdrawn or the item held, an exclusive license taken) issues nothing and is
 * refunded (the refund job).
 */
async function licensePaid(ctx: AppContext, tx: Executor, { o, r }: PaidRequest, p: billing.PaidPurchase): Promise<void> {
  const people = await peopleOf(tx, [r.licensor_id, r.requester_id]);
  const live = await repo.liveLicensesOfItem(tx, o.item_id, new Date());
  // Consent, moderation and removal holds are read again in this transaction: a tag declined between
  // the checkout and the payment's report must not end in a license.
  const conflict =
    r.status !== 'accepted' || o.status !== 'active'
      ? M.offerNotFound
      : ((await blockersOf({ ...ctx, db: tx }, [o.item_id])).get(o.item_id) ?? exclusivityBlocker(live, r.terms.exclusive));
  if (conflict) {
    // Paid after the deal fell through: nothing is issued and the payment goes back.
    await repo.updateRequest(tx, r.id, { status: 'refunded', payment_id: p.payment_id, reason: conflict });
    await ctx.jobs.enqueue(tx, {
      kind: REFUND_JOB,
      payload: { payment_id: p.payment_id, why: conflict },
      key: `${REFUND_JOB}:${p.payment_id}`,
    });
    await tell(
      ctx,
      tx,
      r.requester_id,
      {
        title: 'Your license payment is being refunded',
        content: `No license was issued for ${itemName(o.item_title)}: ${conflict}`,
        action_url: LICENSEE_URL,
        kind: 'refunded',
      },
      r.requester_emails,
    );
    return;
  }
  const issuedAt = new Date();
  const licensor = people.get(r.licensor_id);
  const licensee = people.get(r.requester_id);
  let license: repo.LicenseRow | undefined;
  for (let attempt = 0; attempt < 3 && !license; attempt++) {
    license = await repo.insertLicense(tx, {
      code: newLicenseCode(),
      request_id: r.id,
      offer_id: o.id,
      item_id: o.item_id,
      licensor_id: r.licensor_id,
      licensee_id: r.requester_id,
      licensor_name: who(licensor),
      licensor_username: licensor?.username ?? null,
      licensee_name: who(licensee),
      licensee_username: licensee?.username ?? null,
      item_title: o.item_title,
      item_kind: o.item_kind,
      nsfw: o.nsfw,
      thumb_jpeg: o.thumb_jpeg,
      terms: r.terms,
      paid_minor: p.amount_minor,
      currency: p.currency,
      payment_id: p.payment_id,
      issued_at: issuedAt,
      expires_at: licenseExpiry(issuedAt, r.terms.duration_months),
    });
  }
  if (!license) throw new Error('licensing: no license code could be chosen');
  await repo.updateRequest(tx, r.id, { status: 'licensed', payment_id: p.payment_id });
  const code = formatLicenseCode(license.code);
  await tell(
    ctx,
    tx,
    r.requester_id,
    {
      title: 'Your license is issued',
      content: `License ${code} for ${itemName(o.item_title)}: ${termsLine(r.terms)}. Download the certificate or check it at ${verifyUrl(ctx, license.code)}`,
      action_url: licenseUrl(license.id),
      kind: 'issued',
    },
    r.requester_emails,
  );
  await tell(ctx, tx, r.licensor_id, {
    title: `${who(licensee)} paid: license issued`,
    content: `License ${code} for ${itemName(o.item_title)}, ${formatMoney(p.amount_minor, p.currency)} paid.`,
    action_url: licenseUrl(license.id),
    kind: 'paid',
  });
}

// ---------------------------------------------------------------------------------------------------
// Licenses: detail, certificate, revocation, verification

async function partyLicense(ctx: AppContext, userId: string, id: string) {
  const l = await repo.licenseById(ctx.db, id);
  if (!l || (l.licensor_id !== userId && l.licensee_id !== userId)) throw new AppError('not_found', M.licenseNotFound);
  if (l.licensor_id !== userId) await installed(ctx, userId);
  return l;
}

export async function licenseDetail(ctx: AppContext, userId: string, id: string) {
  const l = await partyLicense(ctx, userId, id);
  return { license: presentLicense(l, userId, verifyUrl(ctx, l.code)) };
}

export async function certificate(ctx: AppContext, userId: string, id: string) {
  const l = await partyLicense(ctx, userId, id);
  const body = await buildCertificate({
    license: l,
    productName: ctx.config.PRODUCT_NAME,
    verifyUrl: verifyUrl(ctx, l.code),
    thumbJpeg: l.thumb_jpeg ? Buffer.from(l.thumb_jpeg, 'base64') : null,
  });
  return { name: `license-${formatLicenseCode(l.code)}.pdf`, body };
}

/**
 * The licensor revokes a license in force, with a reason. The licensee is refunded in full (a job asks
 * billing once, after commit) and told; the verification page shows the revocation and its reason.
 */
export async function revoke(ctx: AppContext, userId: string, id: string, reason: string) {
  const first = await repo.licenseById(ctx.db, id);
  if (!first || first.licensor_id !== userId) throw new AppError('not_found', M.licenseNotFound);
  const emails = first.licensee_id ? await emailsOfRequester(ctx, first) : true;
  const row = await ctx.db.transaction(async (tx) => {
    const l = await repo.lockLicense(tx, id);
    if (!l) throw new AppError('not_found', M.licenseNotFound);
    if (l.revoked_at) throw new AppError('conflict', M.alreadyRevoked);
    if (licenseStatusOf(l) === 'expired') throw new AppError('conflict', 'This license has expired; there is nothing to revoke.');
    const saved = await repo.updateLicense(tx, l.id, { revoked_at: new Date(), revoke_reason: reason });
    await ctx.jobs.enqueue(tx, {
      kind: REFUND_JOB,
      payload: { payment_id: l.payment_id, why: 'License revoked by the licensor', license_id: l.id },
      key: `${REFUND_JOB}:${l.payment_id}`,
    });
    if (l.licensee_id) {
      await tell(
        ctx,
        tx,
        l.licensee_id,
        {
          title: `${l.licensor_name} revoked your license`,
          content: `License ${formatLicenseCode(l.code)} for ${itemName(l.item_title)}. Reason: ${reason} Your payment of ${formatMoney(l.paid_minor, l.currency)} is refunded in full.`,
          action_url: licenseUrl(l.id),
          kind: 'revoked',
        },
        emails,
      );
    }
    return saved;
  });
  return { license: presentLicense(row, userId, verifyUrl(ctx, row.code)) };
}

async function emailsOfRequester(ctx: AppContext, l: repo.LicenseRow) {
  const r = l.request_id ? await repo.requestById(ctx.db, l.request_id) : undefined;
  return r?.requester_emails ?? true;
}

/** The refund job: asks billing once to refund a license's payment (idempotent there too). */
async function refundPayment(ctx: AppContext, p: { payment_id: string; why: string; license_id?: string }) {
  if (p.license_id) {
    const l = await repo.licenseById(ctx.db, p.license_id);
    if (!l || l.refund_requested_at) return;
  }
  await billing.refundPurchase(ctx, p.payment_id, p.why);
  if (p.license_id) await repo.updateLicense(ctx.db, p.license_id, { refund_requested_at: new Date() });
}

/**
 * A refunded or charged-back license payment (billing's webhook, through the license purpose): a
 * license still in force is revoked, since it was not paid for after all.
 */
async function licenseRefunded(ctx: AppContext, tx: Executor, p: { reference: string; payment_id: string }): Promise<void> {
  const l = await repo.licenseByPayment(tx, p.payment_id);
  if (!l) return;
  const locked = await repo.lockLicense(tx, l.id);
  if (!locked || locked.revoked_at) return;
  await repo.updateLicense(tx, l.id, {
    revoked_at: new Date(),
    revoke_reason: 'The payment was refunded.',
    refund_requested_at: new Date(),
  });
  if (l.licensee_id) {
    await tell(ctx, tx, l.licensee_id, {
      title: 'License revoked: payment refunded',
      content: `License ${formatLicenseCode(l.code)} for ${itemName(l.item_title)} is no longer valid: its payment was refunded.`,
      action_url: licenseUrl(l.id),
      kind: 'revoked',
    });
  }
}

/** Anyone: a code's license, with its status (valid, revoked, expired); 404 for a code that is none. */
export async function verify(ctx: AppContext, raw: string) {
  const code = normalizeLicenseCode(raw);
  const l = code ? await repo.licenseByCode(ctx.db, code) : undefined;
  if (!l) throw new AppError('not_found', M.unknownCode);
  return presentVerification(l, verifyUrl(ctx, l.code));
}

export function defineLicensingJobs(ctx: AppContext): void {
  // Once per context: tests build several apps on one (defineJob refuses a kind defined twice).
  if (ctx.jobs.kinds().includes(REFUND_JOB)) return;
  ctx.jobs.defineJob<{ payment_id: string; why: string; license_id?: string }>(REFUND_JOB, (p) => refundPayment(ctx, p), {
    maxAttempts: 10,
  });
}
