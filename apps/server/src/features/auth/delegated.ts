import type { Session } from '@mb/contract/auth';
import { DELEGATION_MESSAGES } from '@mb/contract/enterprise-sub-users';
import { MESSAGES } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import { type Client, revoking } from './access.ts';
import { presentSession } from './presenter.ts';
import * as repo from './repository.ts';

// Delegated sessions (issue 17, 'Use Platform as'; features/enterprise/README.md). The enterprise feature
// decides who may act as whom (an active link); auth makes, ends and checks the sessions.

/** A delegated session may not change the account itself: password, e-mail, deletion, its sessions. */
export function refuseDelegated(actor: Pick<Actor, 'delegatedBy'>, what: 'password' | 'email' | 'sessions' | 'account'): void {
  if (!actor.delegatedBy) return;
  throw new AppError('forbidden', DELEGATION_MESSAGES[what]);
}

/**
 * Makes a session of `subjectId` acted by the enterprise member behind `parent` (its own session, or
 * the parent of the delegated one it is in: switching from one studio to another ends the first). The
 * caller has checked the link. The access token's subject is the studio; the session row records who acts.
 */
export async function startDelegatedSession(
  ctx: AppContext,
  parent: Actor,
  subjectId: string,
  client: Client,
  /** A sub-user's role for the enterprise acted as (recorded on the session); none for an enterprise acting as its studio. */
  role: string | null = null,
): Promise<Session> {
  const actorId = parent.delegatedBy ?? parent.userId;
  const parentSessionId = parent.delegatedBy ? (await repo.findSession(ctx.db, parent.sessionId))?.parent_session_id : parent.sessionId;
  const own = parentSessionId ? await repo.findSession(ctx.db, parentSessionId) : undefined;
  if (!own || own.user_id !== actorId || own.revoked_at || own.delegated_by) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  const subject = await repo.findUserById(ctx.db, subjectId);
  if (!subject || subject.suspended_at) throw new AppError('not_found', 'No such account.');
  const refreshToken = newOpaqueToken();
  const session = await ctx.db.transaction(async (tx) => {
    if (parent.delegatedBy) {
      const r = await repo.revokeSession(tx, parent.sessionId, 'switched', parent.userId);
      revoking(ctx, [parent.sessionId]);
      if (r.length)
        await ctx.bus.publish({ type: 'session.revoked', topic: `user:${parent.userId}`, data: { session_id: parent.sessionId } }, tx);
    }
    const s = await repo.insertSession(tx, {
      user_id: subjectId,
      expires_at: own.expires_at,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
      delegated_by: actorId,
      parent_session_id: own.id,
      delegated_role: role,
    });
    await repo.insertRefreshToken(tx, s.id, hashToken(refreshToken));
    return s;
  });
  const access = await ctx.tokens.signAccess({ userId: subjectId, sessionId: session.id });
  return presentSession(subject, access, refreshToken);
}

/** Ends the delegated session `actor` is in and hands back the enterprise member's own session (fresh tokens). */
export async function resumeOwnSession(ctx: AppContext, actor: Actor): Promise<Session> {
  if (!actor.delegatedBy) throw new AppError('bad_request', 'You are already using your own account.');
  const current = await repo.findSession(ctx.db, actor.sessionId);
  const own = current?.parent_session_id ? await repo.findSession(ctx.db, current.parent_session_id) : undefined;
  const user = await repo.findUserById(ctx.db, actor.delegatedBy);
  const refreshToken = newOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    const r = await repo.revokeSession(tx, actor.sessionId, 'switched_back', actor.userId);
    revoking(ctx, [actor.sessionId]);
    if (r.length)
      await ctx.bus.publish({ type: 'session.revoked', topic: `user:${actor.userId}`, data: { session_id: actor.sessionId } }, tx);
    if (own && user && !own.revoked_at && own.expires_at.getTime() > Date.now() && own.user_id === user.id)
      await repo.insertRefreshToken(tx, own.id, hashToken(refreshToken));
  });
  if (!own || !user || own.revoked_at || own.expires_at.getTime() <= Date.now() || own.user_id !== user.id || user.suspended_at)
    throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  const access = await ctx.tokens.signAccess({ userId: user.id, sessionId: own.id });
  return presentSession(user, access, refreshToken);
}

/** Ends delegated sessions at once (unlinking a pair, or signing out the parent): in the caller's transaction. */
export async function endDelegated(
  ctx: AppContext,
  tx: Executor,
  where: { actorId: string; subjectId: string } | { parentSessionId: string },
  reason: string,
): Promise<void> {
  const revoked = await repo.revokeDelegated(tx, where, reason);
  revoking(
    ctx,
    revoked.map((r) => r.id),
  );
  for (const r of revoked) await ctx.bus.publish({ type: 'session.revoked', topic: `user:${r.user_id}`, data: { session_id: r.id } }, tx);
}
