import { type CatalogueQuery, LICENSING_LIMITS } from '@mb/contract/licensing';
import type { AppContext } from '../../platform/context.ts';
import * as profiles from '../profiles/index.ts';
import { offerBlockers, presentOffers } from './offers.ts';
import { BUSINESS_TYPES, installed, peopleOf, verifyUrl } from './parties.ts';
import { presentLicense, presentRequest } from './presenter.ts';
import * as repo from './repository.ts';

// ---------------------------------------------------------------------------------------------------
// Lists

export async function presentRequests(ctx: AppContext, rows: repo.RequestRow[], viewerId: string) {
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
export async function visibleTo(ctx: AppContext, viewerId: string, offers: repo.OfferRow[]) {
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
