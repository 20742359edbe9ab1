import { formatLicenseCode, LICENSING_MESSAGES as M, normalizeLicenseCode } from '@mb/contract/licensing';
import { formatMoney } from '@mb/contract/money';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { buildCertificate } from './certificate.ts';
import { installed, itemName, licenseUrl, REFUND_JOB, tell, verifyUrl } from './parties.ts';
import { licenseStatusOf, presentLicense, presentVerification } from './presenter.ts';
import * as repo from './repository.ts';

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
          title: words(NOTICE_TEXT.licensing.revoked, { name: l.licensor_name }),
          content: words(NOTICE_TEXT.licensing.revokedContent, {
            code: formatLicenseCode(l.code),
            item: itemName(l.item_title),
            reason,
            amount: formatMoney(l.paid_minor, l.currency),
          }),
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

/** Anyone: a code's license, with its status (valid, revoked, expired); 404 for a code that is none. */
export async function verify(ctx: AppContext, raw: string) {
  const code = normalizeLicenseCode(raw);
  const l = code ? await repo.licenseByCode(ctx.db, code) : undefined;
  if (!l) throw new AppError('not_found', M.unknownCode);
  return presentVerification(l, verifyUrl(ctx, l.code));
}
