import { type LicenseTerms, LICENSING_MESSAGES as M } from '@mb/contract/licensing';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import * as profiles from '../profiles/index.ts';
import { presentRequests, visibleTo } from './lists.ts';
import { blockersOf, exclusivityBlocker } from './offers.ts';
import { appSettingsOf, installed, itemName, LICENSEE_URL, LICENSOR_URL, peopleOf, tell, termsLine, who } from './parties.ts';
import type { Person, presentRequest } from './presenter.ts';
import type { StoredTerms } from './repository.ts';
import * as repo from './repository.ts';

// ---------------------------------------------------------------------------------------------------
// Requests and answers

/** Refuses an offer that cannot be requested or agreed now (consent, moderation, exclusivity). */
export async function assertLicensable(ctx: AppContext, offer: repo.OfferRow, terms: StoredTerms) {
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
      title: words(NOTICE_TEXT.licensing.requested, { name: who(people.get(userId)) }),
      content: input.message
        ? words(NOTICE_TEXT.licensing.forTermsMessage, {
            item: itemName(o.item_title),
            terms: termsLine(input.terms),
            message: input.message,
          })
        : words(NOTICE_TEXT.licensing.forTerms, { item: itemName(o.item_title), terms: termsLine(input.terms) }),
      action_url: LICENSOR_URL,
      kind: 'requested',
    });
    return inserted;
  });
  return { request: (await presentRequests(ctx, [row], userId))[0] as ReturnType<typeof presentRequest> };
}

/** The request if the caller is one of its parties (404 otherwise); the requester needs the app installed. */
export async function partyRequest(ctx: AppContext, userId: string, id: string) {
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
          title: words(NOTICE_TEXT.licensing.accepted, { name: who(people.get(req.licensor_id)) }),
          content: words(NOTICE_TEXT.licensing.acceptedContent, { item: itemName(o.item_title), terms: termsLine(req.terms) }),
          action_url: LICENSEE_URL,
          kind: 'accepted',
        },
        emails,
      );
    } else {
      await tell(ctx, tx, req.licensor_id, {
        title: words(NOTICE_TEXT.licensing.counterAccepted, { name: who(people.get(req.requester_id)) }),
        content: words(NOTICE_TEXT.licensing.counterAcceptedContent, { item: itemName(o.item_title), terms: termsLine(req.terms) }),
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
        title: words(NOTICE_TEXT.licensing.declined, { name: who(people.get(r.licensor_id)) }),
        content: reason
          ? words(NOTICE_TEXT.licensing.forItemReason, { item: itemName(o.item_title), reason })
          : words(NOTICE_TEXT.licensing.forItem, { item: itemName(o.item_title) }),
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
        title: words(NOTICE_TEXT.licensing.countered, { name: who(people.get(r.licensor_id)) }),
        content: input.note
          ? words(NOTICE_TEXT.licensing.counteredNote, { item: itemName(o.item_title), terms: termsLine(input.terms), note: input.note })
          : words(NOTICE_TEXT.licensing.counteredContent, { item: itemName(o.item_title), terms: termsLine(input.terms) }),
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
      title: words(NOTICE_TEXT.licensing.withdrawn, { name: who(people.get(r.requester_id)) }),
      content: words(NOTICE_TEXT.licensing.forItem, { item: itemName(o.item_title) }),
      action_url: LICENSOR_URL,
      kind: 'withdrawn',
    });
    return saved;
  });
}
