import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { countryOf } from '../../platform/geoip.ts';
import { parseUserAgent } from '../../platform/user-agent.ts';
import { revoking } from './access.ts';
import { endDelegated, refuseDelegated } from './delegated.ts';
import * as repo from './repository.ts';
import { revokeOthers } from './sessions.ts';

// Signed-in devices (issue 18): the member's sessions, each signed out from /settings.

/** The browser's device cookie: only the auth API reads it, scripts cannot (HttpOnly). */
export const DEVICE_COOKIE = 'mb_device';
const DEVICE_COOKIE_DAYS = 365;

export function deviceTokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return null;
}

/** The Set-Cookie value that keeps this browser's device token; Secure when the site is on https. */
export const deviceCookie = (token: string, https: boolean) =>
  `${DEVICE_COOKIE}=${token}; Path=/api/v1/auth; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;

/** The member's active sessions with the browser, system and (GEOIP_DB) country of each. */
export async function listDevices(ctx: AppContext, actor: Actor) {
  refuseDelegated(actor, 'sessions');
  const rows = await repo.listActiveSessions(ctx.db, actor.userId);
  return Promise.all(
    rows.map(async (s) => ({ session: s, ...parseUserAgent(s.user_agent), country: await countryOf(ctx.config, s.ip, ctx.log) })),
  );
}

/** Signs one of the member's own devices out at once (its socket is told; its token stops working). */
export async function signOutDevice(ctx: AppContext, actor: Actor, sessionId: string): Promise<number> {
  refuseDelegated(actor, 'sessions');
  const revoked = await ctx.db.transaction(async (tx) => {
    const r = await repo.revokeSession(tx, sessionId, 'signed_out_from_settings', actor.userId);
    revoking(ctx, [sessionId]);
    if (r.length) await ctx.bus.publish({ type: 'session.revoked', topic: `user:${actor.userId}`, data: { session_id: sessionId } }, tx);
    if (r.length) await endDelegated(ctx, tx, { parentSessionId: sessionId }, 'parent_signed_out');
    return r.length;
  });
  if (!revoked) throw new AppError('not_found', 'This device is already signed out.');
  return revoked;
}

/** Signs out every device of the member but this one. */
export async function signOutOtherDevices(ctx: AppContext, actor: Actor): Promise<number> {
  refuseDelegated(actor, 'sessions');
  const before = await repo.listActiveSessions(ctx.db, actor.userId);
  await revokeOthers(ctx, actor.userId, 'signed_out_from_settings', actor.sessionId);
  return before.filter((s) => s.id !== actor.sessionId).length;
}
