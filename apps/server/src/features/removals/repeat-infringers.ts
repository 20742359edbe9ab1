import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { words } from '../../platform/i18n.ts';
import * as auth from '../auth/index.ts';
import { notify } from '../notifications/index.ts';
import { recordAdminAction } from '../staff/index.ts';
import * as repo from './repository.ts';
import { L } from './rules.ts';

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
export async function suspendIfRepeat(ctx: AppContext, requestId: string, staffId: string) {
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
      title: NOTICE_TEXT.removals.suspended,
      content: words(NOTICE_TEXT.removals.suspendedContent, { reason }),
    });
  });
}
