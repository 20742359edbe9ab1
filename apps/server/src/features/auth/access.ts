import type { ProfileType } from '@mb/contract/auth';
import type { SecondFactorChallenge } from '@mb/contract/twofactor';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { type AccessCache, createAccessCache } from './access-cache.ts';
import * as repo from './repository.ts';

// What auth tells other features at sign-up and sign-in (its events), the access check every request makes
// (answered from a short cache that a revocation ends at once), and the client a request comes from.

/** A refused password (a sign-in's 401, a wrong current password when changing the password or e-mail). */
export interface SignInFailure {
  email?: string;
  userId?: string;
  ip: string;
  via: 'sign_in' | 'change_password' | 'change_email';
}

/**
 * A second factor the account must give before a session is made: the challenge to send back instead
 * of a session, or null (none is on). The twofactor feature answers it.
 */
export type SecondFactorGate = (ctx: AppContext, user: { id: string; email: string }) => Promise<SecondFactorChallenge | null>;

declare module '../../platform/modules.ts' {
  interface FeatureEvents {
    /** A new account, inside the sign-up transaction: profiles makes its profile row there. */
    'auth.member_created': { tx: Tx; userId: string; profileType: ProfileType };
    /** A refused password (the security feature records it, with threat detection). */
    'auth.sign_in_failed': SignInFailure;
    /**
     * A member has proven who they are, just before the session is made, on every way in (password,
     * second factor, passkey): member-data cancels a scheduled deletion.
     */
    'auth.signed_in': { userId: string };
    /**
     * A sign-in from a browser new to the account (the one mailed about, issue 18), inside the session's
     * transaction: the security feature tells the member in the app and by push (issue 36).
     */
    'auth.new_device_sign_in': { tx: Tx; userId: string; device: string; country: string | null };
  }
  interface Provisions {
    /** Asked on every password sign-in before a session is made. */
    'twofactor.sign_in_challenge': SecondFactorGate;
  }
}

/** How long an access check is answered from memory at most (revocations end it at once; see access-cache.ts). */
const ACCESS_CACHE_MS = 30_000;
const ACCESS_CACHE_MAX = 20_000;
const accessCaches = new WeakMap<AppContext, AccessCache>();

/** This instance's access-check cache, emptied of a session whenever the bus says it was revoked. */
function accessCacheOf(ctx: AppContext): AccessCache {
  let cache = accessCaches.get(ctx);
  if (!cache) {
    const c = createAccessCache({ ttlMs: ACCESS_CACHE_MS, max: ACCESS_CACHE_MAX, live: () => ctx.bus.listening() });
    ctx.bus.watch({
      event: (e) => {
        if (e.type === 'session.revoked') c.revoked(e.data.session_id);
      },
      gap: () => c.gap(),
    });
    accessCaches.set(ctx, c);
    cache = c;
  }
  return cache;
}

/** Called inside a revoking transaction, before it commits: see access-cache.ts. */
export const revoking = (ctx: AppContext, sessionIds: readonly string[]) => {
  const cache = accessCaches.get(ctx);
  for (const id of sessionIds) cache?.revoking(id);
};

/**
 * The one access check, shared by the HTTP hook and the realtime socket: a valid access token whose
 * session (device) is still active, so a sign-out or revocation takes effect at once. The optional
 * `beforeSessionCheck` runs once the token is known good and before the session is read, so the
 * socket can start watching for that session's revocation with no gap in between.
 * A token checked moments ago is answered from this instance's cache, which every revocation
 * empties of its session at once (access-cache.ts).
 */
export async function checkAccess(
  ctx: AppContext,
  accessToken: string,
  beforeSessionCheck?: (actor: Actor) => void,
): Promise<Actor | null> {
  const cache = accessCacheOf(ctx);
  const hit = cache.get(accessToken);
  if (hit) {
    beforeSessionCheck?.(hit);
    return hit;
  }
  const claims = await ctx.tokens.verifyAccess(accessToken);
  if (!claims) return null;
  const actor: Actor = { userId: claims.userId, sessionId: claims.sessionId };
  const epoch = cache.epoch();
  beforeSessionCheck?.(actor);
  const session = await repo.activeSession(ctx.db, claims.sessionId, claims.userId);
  if (!session) return null;
  if (session.delegated_by) actor.delegatedBy = session.delegated_by;
  if (session.delegated_by && session.delegated_role) actor.delegatedRole = session.delegated_role;
  cache.put(accessToken, actor, Math.min(session.expires_at.getTime(), claims.expiresAt * 1000), epoch);
  return actor;
}

export interface Client {
  ip: string;
  userAgent: string | null;
  /** The browser's device cookie, when it sent one (see signIn). */
  deviceToken?: string | null;
}
