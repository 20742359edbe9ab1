import { randomBytes } from 'node:crypto';
import { CODE_ALPHABET, formatLicenseCode, licenseExpiry, LICENSING_MESSAGES as M } from '@mb/contract/licensing';
import { formatMoney } from '@mb/contract/money';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import * as billing from '../billing/index.ts';
import { blockersOf, exclusivityBlocker } from './offers.ts';
import {
  appSettingsOf,
  itemName,
  LICENSEE_URL,
  licenseUrl,
  peopleOf,
  REFUND_JOB,
  tell,
  termsLine,
  UUID,
  verifyUrl,
  who,
} from './parties.ts';
import * as repo from './repository.ts';
import { assertLicensable, partyRequest } from './requests.ts';

// ---------------------------------------------------------------------------------------------------
// Payment: the license is issued, once.

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
        title: NOTICE_TEXT.licensing.refunding,
        content: words(NOTICE_TEXT.licensing.refundingContent, { item: itemName(o.item_title), conflict: words(conflict) }),
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
      title: NOTICE_TEXT.licensing.issued,
      content: words(NOTICE_TEXT.licensing.issuedContent, {
        code,
        item: itemName(o.item_title),
        terms: termsLine(r.terms),
        url: verifyUrl(ctx, license.code),
      }),
      action_url: licenseUrl(license.id),
      kind: 'issued',
    },
    r.requester_emails,
  );
  await tell(ctx, tx, r.licensor_id, {
    title: words(NOTICE_TEXT.licensing.paid, { name: who(licensee) }),
    content: words(NOTICE_TEXT.licensing.paidContent, {
      code,
      item: itemName(o.item_title),
      amount: formatMoney(p.amount_minor, p.currency),
    }),
    action_url: licenseUrl(license.id),
    kind: 'paid',
  });
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
      title: NOTICE_TEXT.licensing.revokedRefund,
      content: words(NOTICE_TEXT.licensing.revokedRefundContent, { code: formatLicenseCode(l.code), item: itemName(l.item_title) }),
      action_url: licenseUrl(l.id),
      kind: 'revoked',
    });
  }
}

export function defineLicensingJobs(ctx: AppContext): void {
  // Once per context: tests build several apps on one (defineJob refuses a kind defined twice).
  if (ctx.jobs.kinds().includes(REFUND_JOB)) return;
  ctx.jobs.defineJob<{ payment_id: string; why: string; license_id?: string }>(REFUND_JOB, (p) => refundPayment(ctx, p), {
    maxAttempts: 10,
  });
}
