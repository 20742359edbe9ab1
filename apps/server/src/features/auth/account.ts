import type { Locale } from '@mb/contract/locale';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import { MESSAGES } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { accountLocale, mailText } from '../../platform/i18n.ts';
import { refuseDelegated } from './delegated.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { assertStrongPassword, revokeOthers } from './sessions.ts';

// The member's own account: confirming the password, signing out everywhere, changing password and e-mail.

/** The account a signed-in user's password guesses count against (RATE_LIMITS loginPerAccount): their e-mail. */
export async function accountKey(ctx: AppContext, userId: string): Promise<string | undefined> {
  return (await repo.findUserById(ctx.db, userId))?.email;
}

/** A member's sign-in e-mail, for features that mail them (notification e-mails, digests). */
export async function emailOf(db: Executor, userId: string): Promise<string | undefined> {
  return (await repo.findUserById(db, userId))?.email;
}

/** Who a mail goes to: the member's sign-in e-mail and the language they read (issue 36; English when none is kept). */
export async function recipientOf(db: Executor, userId: string): Promise<{ email: string; locale: Locale } | undefined> {
  const u = await repo.findUserById(db, userId);
  return u && { email: u.email, locale: accountLocale(u.locale) };
}

/** The language of whoever reads an address: its account's, English when no account has it (a visitor's removal request). */
export async function localeOfEmail(db: Executor, email: string): Promise<Locale> {
  return accountLocale((await repo.findUserByEmail(db, email))?.locale);
}

/** The current password, asked again before a sensitive change (throttled with sign-in, per account). */
async function reauthenticate(ctx: AppContext, userId: string, password: string) {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError('validation_failed', MESSAGES.currentPasswordWrong, { current_password: MESSAGES.currentPasswordWrong });
  }
  return user;
}

/**
 * The member's password, asked before deleting the account (member-data feature): a wrong one answers
 * a field error under `field` and counts as a failed sign-in would (the route's loginPerAccount).
 */
export async function confirmPassword(ctx: AppContext, actor: Pick<Actor, 'userId' | 'delegatedBy'>, password: string, field: string) {
  refuseDelegated(actor, 'account');
  const user = await repo.findUserById(ctx.db, actor.userId);
  if (!user) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError('validation_failed', MESSAGES.currentPasswordWrong, { [field]: MESSAGES.currentPasswordWrong });
  }
}

/** Signs the member out of every device (a scheduled account deletion, an erasure): open tabs are told. */
export const signOutEverywhere = (ctx: AppContext, userId: string, reason: string) => revokeOthers(ctx, userId, reason);

/** The current password, asked again before a sensitive change elsewhere (two-factor settings). */
export async function verifyCurrentPassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  await reauthenticate(ctx, userId, password);
}

export async function changePassword(ctx: AppContext, actor: Actor, current: string, next: string) {
  refuseDelegated(actor, 'password');
  await reauthenticate(ctx, actor.userId, current);
  await assertStrongPassword(next, 'new_password');
  const passwordHash = await hashPassword(next);
  await ctx.db.transaction(async (tx) => {
    await repo.updateUser(tx, actor.userId, { password_hash: passwordHash });
    // A reset link asked for before the change must not undo it.
    await repo.voidPasswordResets(tx, actor.userId);
  });
  // Other devices must sign in again with the new password; this one stays signed in.
  await revokeOthers(ctx, actor.userId, 'password_change', actor.sessionId);
}

export async function changeEmail(ctx: AppContext, actor: Pick<Actor, 'userId' | 'delegatedBy'>, current: string, email: string) {
  refuseDelegated(actor, 'email');
  const user = await reauthenticate(ctx, actor.userId, current);
  if (user.email === email) return user;
  const taken = await repo.findUserByEmail(ctx.db, email);
  if (taken) throw new AppError('conflict', MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      const u = await repo.updateUser(tx, actor.userId, { email });
      // Reset links went to the old address: whoever reads that mailbox now must not take the account back.
      if (u) await repo.voidPasswordResets(tx, actor.userId);
      return u;
    });
    if (!updated) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
    const locale = accountLocale(user.locale);
    await ctx.mailer.send({
      to: user.email,
      kind: 'email_changed',
      subject: mailText(locale, MAIL_TEXT.emailChanged.subject, { product: ctx.config.PRODUCT_NAME }),
      text: mailText(locale, MAIL_TEXT.emailChanged.text, { email }),
    });
    return updated;
  } catch (e) {
    if ((e as { code?: string }).code === '23505' || String((e as Error).message).includes('users_email_key')) {
      throw new AppError('conflict', MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    }
    throw e;
  }
}
