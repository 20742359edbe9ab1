import { AUTH_LIMITS } from '@mb/contract/limits';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import { MESSAGES } from '@mb/contract/ui-text';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { accountLocale, mailText } from '../../platform/i18n.ts';
import { hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import { emailOf } from './account.ts';
import { hashPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { accountCounterKey, assertStrongPassword, PASSWORD_RESET_JOB, revokeOthers } from './sessions.ts';

// Password reset: the request (answered before the lookup), the mailing job, the lockout notice, the confirmation.

const RESET_MAIL_DELAY_MS = 1000;

/**
 * Spec §5 password reset request. The answer must not tell whether the e-mail has an account, by its
 * words or by its timing: known and unknown e-mails cost exactly the same here (one queued job);
 * the lookup, the token and the mail happen in the job, after the answer has gone.
 */
export async function requestPasswordReset(ctx: AppContext, email: string) {
  // Due a moment later, not at once: on the embedded database the job's queries run on this thread,
  // and starting them before this answer is written would slow it for known e-mails only.
  const runAt = new Date(Date.now() + RESET_MAIL_DELAY_MS);
  await ctx.jobs.enqueue(ctx.db, { kind: PASSWORD_RESET_JOB, payload: { email }, runAt });
}

/** Registers the auth feature's jobs (once per context: tests build several apps on one). */
export function defineAuthJobs(ctx: AppContext) {
  if (ctx.jobs.kinds().includes(PASSWORD_RESET_JOB)) return;
  ctx.jobs.defineJob<{ email: string; lockout?: boolean }>(
    PASSWORD_RESET_JOB,
    ({ email, lockout }) => sendPasswordReset(ctx, email, lockout === true),
    { maxAttempts: 3 },
  );
}

async function sendPasswordReset(ctx: AppContext, email: string, lockout = false) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newOpaqueToken();
  const link = `${ctx.config.publicUrl}/auth/reset-password?token=${token}`;
  // In the account's language (Settings), English when none is kept (issue 36).
  const T = MAIL_TEXT.passwordReset;
  const m = (text: string) => mailText(accountLocale(user.locale), text, { product: ctx.config.PRODUCT_NAME });
  // The token and its mail are written together: a crash between them leaves neither.
  await ctx.db.transaction(async (tx) => {
    await repo.insertPasswordReset(tx, user.id, hashToken(token), new Date(Date.now() + AUTH_LIMITS.passwordResetSeconds * 1000));
    await ctx.mailer.send(
      {
        to: user.email,
        kind: 'password_reset',
        subject: m(T.subject),
        text: [lockout ? m(T.lockout) : m(T.asked), '', m(T.choose), link, '', m(T.notYou)].join('\n'),
      },
      tx,
    );
  });
}

export async function confirmPasswordReset(ctx: AppContext, token: string, password: string) {
  await assertStrongPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await repo.consumePasswordReset(tx, hashToken(token));
    if (!id) return undefined;
    await repo.updateUser(tx, id, { password_hash: passwordHash });
    // Every other link mailed before this one dies with the old password.
    await repo.voidPasswordResets(tx, id);
    return id;
  });
  if (!userId) throw new AppError('unprocessable', MESSAGES.resetInvalid, { token: MESSAGES.resetInvalid });
  await revokeOthers(ctx, userId, 'password_reset');
  // The mailbox answered: whoever tripped the account's lockout no longer keeps its owner out.
  const email = await emailOf(ctx.db, userId);
  if (email) await repo.clearLoginCounter(ctx.db, accountCounterKey(email));
}
