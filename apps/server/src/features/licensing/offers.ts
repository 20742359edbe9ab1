import { type LicenseTerms, LICENSING_MESSAGES as M } from '@mb/contract/licensing';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { loadSharp } from '../../platform/sharp.ts';
import * as portfolio from '../portfolio/index.ts';
import { appSettingsOf, itemName, LICENSEE_URL, peopleOf, tell, who } from './parties.ts';
import { presentOffer } from './presenter.ts';
import * as repo from './repository.ts';

// ---------------------------------------------------------------------------------------------------
// What may be licensed: read through the portfolio feature's owner view (consent, tags, release).

/**
 * Why each item cannot be licensed now, or null when it can: it must exist, be approved by moderation,
 * not be held hidden by a removal request, and have every tagged co-performer's confirmation (consent none or confirmed) or a release on file.
 */
export async function blockersOf(ctx: AppContext, itemIds: readonly string[], creating = false): Promise<Map<string, string | null>> {
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
export function exclusivityBlocker(live: repo.LicenseRow[], wantsExclusive: boolean): string | null {
  if (live.some((l) => l.terms.exclusive)) return M.exclusiveTaken;
  if (wantsExclusive && live.length > 0) return M.exclusiveNeedsNone;
  return null;
}

/** A small JPEG of the item's grid image, kept with the offer (and copied into each license). */
async function thumbnailOf(ctx: AppContext, itemId: string): Promise<string | null> {
  const bytes = await portfolio.itemThumbBytes(ctx, itemId);
  if (!bytes) return null;
  const sharp = await loadSharp();
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

export async function presentOffers(ctx: AppContext, rows: repo.OfferRow[], blockers?: Map<string, string | null>) {
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
export async function offerBlockers(ctx: AppContext, rows: repo.OfferRow[]): Promise<Map<string, string | null>> {
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
          title: NOTICE_TEXT.licensing.cancelled,
          content: words(NOTICE_TEXT.licensing.cancelledContent, { name: who(people.get(userId)), item: itemName(o.item_title) }),
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
