import type { LinkedAccount } from '@mb/contract/enterprise';
import {
  type InviteSubUserInput,
  SUB_USER_MESSAGES as S,
  SUB_USER_INVITE_DAYS,
  SUB_USER_ROLE_LABELS,
  SUB_USERS_MAX,
  type SubUser,
  type SubUserRole,
} from '@mb/contract/enterprise-sub-users';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { mailText, translate, type Words, words } from '../../platform/i18n.ts';
import { hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import * as auth from '../auth/index.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { presentEntry, presentParty } from './presenter.ts';
import * as repo from './repository.ts';

/**
 * Enterprise sub-users (issue 17; contract enterprise-sub-users.ts has the rules chosen). The enterprise
 * (or an admin sub-user acting as it: `handle()` refuses the other roles) invites by e-mail; the invitee
 * accepts signed in with the invited address; removal and role changes end the sub-user's delegated
 * sessions for the enterprise in the same transaction (auth's `endDelegated`).
 */

const ENTERPRISE_ONLY = 'Only enterprise accounts can manage sub-users.';
const INVITE_URL = '/enterprise-invitation';

async function requireEnterprise(ctx: AppContext, userId: string) {
  if ((await profiles.profileRowOf(ctx.db, userId))?.profile_type !== 'enterprise') throw new AppError('forbidden', ENTERPRISE_ONLY);
}

async function nameOf(db: Executor, userId: string): Promise<string> {
  const [cards, accounts] = await Promise.all([profiles.memberCards(db, [userId]), repo.accountsOf(db, [userId])]);
  return presentParty(userId, cards.get(userId), accounts.get(userId)).name;
}

async function present(db: Executor, rows: repo.SubUserRow[]): Promise<SubUser[]> {
  const ids = rows.map((r) => r.user_id).filter((id): id is string => Boolean(id));
  const cards = ids.length ? await profiles.memberCards(db, ids) : new Map();
  return rows.map((r) => {
    const party = r.user_id ? presentParty(r.user_id, cards.get(r.user_id)) : null;
    return {
      id: r.id,
      email: r.email,
      role: r.role,
      status: r.status,
      member: party ? { id: party.id, name: party.name, username: party.username, avatar_url: party.avatar_url } : null,
      invited_at: r.invited_at.toISOString(),
      expires_at: r.status === 'invited' ? (r.token_expires_at?.toISOString() ?? null) : null,
      accepted_at: r.accepted_at?.toISOString() ?? null,
    };
  });
}

export async function listSubUsers(ctx: AppContext, enterpriseId: string): Promise<{ sub_users: SubUser[] }> {
  await requireEnterprise(ctx, enterpriseId);
  return { sub_users: await present(ctx.db, await repo.subUsersOf(ctx.db, enterpriseId)) };
}

/** Invites `input.email` (or sends a pending invitation again with a fresh link): an e-mail, and a notification to an existing account. */
export async function inviteSubUser(ctx: AppContext, enterpriseId: string, input: InviteSubUserInput): Promise<{ sub_user: SubUser }> {
  await requireEnterprise(ctx, enterpriseId);
  const email = input.email.trim().toLowerCase();
  if ((await auth.emailOf(ctx.db, enterpriseId))?.toLowerCase() === email)
    throw new AppError('validation_failed', S.ownEmail, { email: S.ownEmail });
  const existing = await repo.subUserByEmail(ctx.db, enterpriseId, email);
  if (existing?.status === 'active') throw new AppError('conflict', S.alreadyActive, { email: S.alreadyActive });
  if (!existing && (await repo.subUserCountOf(ctx.db, enterpriseId)) >= SUB_USERS_MAX) throw new AppError('conflict', S.tooMany);
  const company = await nameOf(ctx.db, enterpriseId);
  const inviteeId = await auth.accountIdByEmail(ctx.db, email);
  const token = newOpaqueToken();
  const values = {
    role: input.role,
    token_hash: hashToken(token),
    token_expires_at: new Date(Date.now() + SUB_USER_INVITE_DAYS * 86_400_000),
  };
  const url = `${INVITE_URL}?token=${encodeURIComponent(token)}`;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const saved = existing
        ? await repo.renewSubUserInvitation(tx, existing.id, values)
        : await repo.insertSubUserInvitation(tx, { enterprise_id: enterpriseId, email, ...values });
      const I = MAIL_TEXT.subUserInvitation;
      if (inviteeId)
        await notifications.notify(ctx, tx, inviteeId, {
          type: 'enterprise_link',
          title: I.title,
          content: words(I.notice, { company }),
          action_url: url,
        });
      const product = ctx.config.PRODUCT_NAME;
      // In the invitee's language when the address has an account (English otherwise).
      const locale = await auth.localeOfEmail(tx, email);
      const m = (text: string, values: Record<string, string> = {}) => mailText(locale, text, { product, company, ...values });
      await ctx.mailer.send(
        {
          to: email,
          kind: 'enterprise_sub_user_invitation',
          subject: `${m(I.title)} | ${product}`,
          text: [
            m(I.notice),
            m(I.role, { role: translate(locale, SUB_USER_ROLE_LABELS[input.role]) }),
            '',
            m(I.signIn, { days: String(SUB_USER_INVITE_DAYS) }),
            `${ctx.config.publicUrl}${url}`,
            '',
            m(I.notExpected),
          ].join('\n'),
        },
        tx,
      );
      return saved;
    });
    return { sub_user: (await present(ctx.db, [row]))[0] as SubUser };
  } catch (e) {
    if (isUniqueViolation(e, 'enterprise_sub_users_email')) throw new AppError('conflict', S.alreadyActive, { email: S.alreadyActive });
    throw e;
  }
}

/** The invitee accepts: signed in (not delegated), not an enterprise, with the invited address; the link works once. */
export async function acceptInvitation(
  ctx: AppContext,
  actor: Actor,
  token: string,
): Promise<{ enterprise: LinkedAccount; role: SubUserRole }> {
  if (actor.delegatedBy) throw new AppError('forbidden', S.invitationDelegated);
  const hash = hashToken(token.trim());
  const me = await auth.emailOf(ctx.db, actor.userId);
  const type = (await profiles.profileRowOf(ctx.db, actor.userId))?.profile_type;
  const whoName = await nameOf(ctx.db, actor.userId);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const invitation = await repo.lockSubUserByToken(tx, hash);
      if (invitation?.status !== 'invited') throw new AppError('not_found', S.invitationInvalid);
      if (!invitation.token_expires_at || invitation.token_expires_at.getTime() <= Date.now())
        throw new AppError('bad_request', S.invitationExpired);
      if (type === 'enterprise' || invitation.enterprise_id === actor.userId) throw new AppError('forbidden', S.invitationEnterprise);
      if (!me || me.toLowerCase() !== invitation.email) throw new AppError('forbidden', S.invitationOtherEmail);
      const active = await repo.activateSubUser(tx, invitation.id, actor.userId);
      await notifications.notify(ctx, tx, invitation.enterprise_id, {
        type: 'enterprise_link',
        title: S.acceptedTitle,
        content: words(NOTICE_TEXT.enterprise.subUserJoinedContent, { name: whoName }),
        action_url: '/enterprise-profile?tab=sub-users',
      });
      return active;
    });
    const [cards, accounts] = await Promise.all([
      profiles.memberCards(ctx.db, [row.enterprise_id]),
      repo.accountsOf(ctx.db, [row.enterprise_id]),
    ]);
    return { enterprise: presentEntry(row.enterprise_id, cards.get(row.enterprise_id), accounts.get(row.enterprise_id)), role: row.role };
  } catch (e) {
    if (isUniqueViolation(e, 'enterprise_sub_users_member')) throw new AppError('conflict', S.alreadyActive);
    throw e;
  }
}

/** Tells an active sub-user (not a pending invitee) what changed. */
async function tellMember(ctx: AppContext, tx: Executor, row: repo.SubUserRow, title: string, content: Words) {
  if (row.status !== 'active' || !row.user_id) return;
  await notifications.notify(ctx, tx, row.user_id, { type: 'enterprise_link', title, content, action_url: '/dashboard' });
}

export async function changeRole(ctx: AppContext, enterpriseId: string, id: string, role: SubUserRole): Promise<{ sub_user: SubUser }> {
  await requireEnterprise(ctx, enterpriseId);
  const company = await nameOf(ctx.db, enterpriseId);
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockSubUserOf(tx, enterpriseId, id);
    if (!locked) throw new AppError('not_found', S.notFound);
    if (locked.role === role) return locked;
    const saved = await repo.setSubUserRole(tx, id, role);
    // The role is recorded on the delegated session: end it, so the next switch carries the new one.
    if (locked.user_id) await auth.endDelegated(ctx, tx, { actorId: locked.user_id, subjectId: enterpriseId }, 'sub_user_role_changed');
    await tellMember(
      ctx,
      tx,
      saved,
      S.roleChangedTitle,
      words(NOTICE_TEXT.enterprise.roleChangedContent, { company, role: words(SUB_USER_ROLE_LABELS[role]) }),
    );
    return saved;
  });
  return { sub_user: (await present(ctx.db, [row]))[0] as SubUser };
}

export async function removeSubUser(ctx: AppContext, enterpriseId: string, id: string): Promise<{ ok: true }> {
  await requireEnterprise(ctx, enterpriseId);
  const company = await nameOf(ctx.db, enterpriseId);
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockSubUserOf(tx, enterpriseId, id);
    if (!locked) throw new AppError('not_found', S.notFound);
    await repo.removeSubUser(tx, id);
    if (locked.user_id) await auth.endDelegated(ctx, tx, { actorId: locked.user_id, subjectId: enterpriseId }, 'sub_user_removed');
    await tellMember(ctx, tx, locked, S.removedTitle, words(NOTICE_TEXT.enterprise.removedContent, { company }));
  });
  return { ok: true };
}

// What the switcher asks ('Use Platform as', service.ts).

/** The enterprises `userId` acts for as an active sub-user. */
export const enterprisesOfSubUser = (db: Executor, userId: string) => repo.subUserEnterprisesOf(db, userId);

/** `userId`'s role for `enterpriseId`, or null when not an active sub-user of it. */
export async function subUserRoleOf(db: Executor, enterpriseId: string, userId: string): Promise<SubUserRole | null> {
  return (await repo.activeSubUserMembership(db, enterpriseId, userId))?.role ?? null;
}
