import { AUTH_LIMITS } from '@mb/contract/limits';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { accountLocale, mailText } from '../../platform/i18n.ts';
import { hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import { revoking } from './access.ts';
import { hashPassword } from './passwords.ts';
import * as repo from './repository.ts';

// What staff administration (the staff feature) asks of accounts.

export type AccountRow = repo.UserRow;

/** The account with this e-mail (any case), if one exists. */
export const accountIdByEmail = async (db: Executor, email: string): Promise<string | undefined> =>
  (await repo.findUserByEmail(db, email.trim()))?.id;
export const accountsByIds = (ctx: AppContext, ids: readonly string[]) => repo.findUsersByIds(ctx.db, ids);
/** Of these accounts, the ones not suspended, read in the caller's transaction (the last-admin rule). */
export const unsuspendedAccountIds = async (db: Executor, ids: readonly string[]) =>
  (await repo.findUsersByIds(db, ids)).filter((u) => !u.suspended_at).map((u) => u.id);
/**
 * Whether this account is suspended (an admin's suspension, a repeat infringer's ban) or gone (erased):
 * public paths show neither (a profile, a listing, an event's organizer page answer 404 as for nobody).
 */
export async function accountHidden(db: Executor, userId: string): Promise<boolean> {
  const user = await repo.findUserById(db, userId);
  return !user || user.suspended_at !== null;
}
/** Of these accounts, the ones suspended or gone (public lists leave them out). */
export async function hiddenAccountIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  const shown = new Set((await repo.findUsersByIds(db, ids)).filter((u) => !u.suspended_at).map((u) => u.id));
  return new Set(ids.filter((id) => !shown.has(id)));
}
/** Every suspended account, for public lists to leave out in their statements (erased ones are gone already). */
export const suspendedAccountIds = (db: Executor) => repo.suspendedIds(db);
export const accountIdsByEmail = (ctx: AppContext, text: string, limit: number) => repo.userIdsByEmailLike(ctx.db, text, limit);
export const countSuspendedAccounts = (ctx: AppContext) => repo.countSuspended(ctx.db);

/**
 * Suspends an account inside the caller's transaction: every session is revoked and announced
 * (open tabs sign out), checkAccess refuses at once, and sign-in answers with the reason.
 */
export async function suspendAccount(tx: Tx, ctx: AppContext, userId: string, reason: string) {
  const user = await repo.setSuspension(tx, userId, { at: new Date(), reason });
  if (!user) return undefined;
  const revoked = await repo.revokeUserSessions(tx, userId, 'suspended');
  revoking(
    ctx,
    revoked.map((r) => r.id),
  );
  for (const r of revoked) await ctx.bus.publish({ type: 'session.revoked', topic: `user:${userId}`, data: { session_id: r.id } }, tx);
  return user;
}

export const unsuspendAccount = (tx: Executor, userId: string) => repo.setSuspension(tx, userId, null);

/**
 * An account made by staff (a Post-Production Editor): no password anyone knows until the member
 * chooses one through the e-mailed set-password link (the password-reset mechanism, sent after commit
 * by `sendSetPasswordLink`). Undefined when the e-mail is taken.
 */
export async function createInvitedAccount(tx: Tx, email: string) {
  return repo.insertUser(tx, email, await hashPassword(newOpaqueToken()));
}

/** The invitation of an account made by staff: a set-password link that works once, for 72 hours. */
export async function sendSetPasswordLink(ctx: AppContext, userId: string, role: string) {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) return;
  const token = newOpaqueToken();
  await repo.insertPasswordReset(ctx.db, user.id, hashToken(token), new Date(Date.now() + AUTH_LIMITS.invitationSeconds * 1000));
  const link = `${ctx.config.publicUrl}/auth/reset-password?token=${token}`;
  const T = MAIL_TEXT.staffInvitation;
  const m = (text: string) => mailText(accountLocale(user.locale), text, { product: ctx.config.PRODUCT_NAME, role });
  await ctx.mailer.send({
    to: user.email,
    kind: 'password_reset',
    subject: m(T.subject),
    text: [m(T.created), '', m(T.choose), link].join('\n'),
  });
}
