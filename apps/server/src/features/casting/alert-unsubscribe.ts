import { createHmac, timingSafeEqual } from 'node:crypto';
import { CASTING_ALERT_MESSAGES, type CastingAlertUnsubscribeResult } from '@mb/contract/casting';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './repository.ts';

// One-click unsubscribe from casting alert e-mails (RFC 8058; README "Casting alerts"). The token names
// the member and the saved searches behind the e-mail ('digest': all of theirs asking for the digest),
// signed with the server's secret. It does not expire: an old e-mail's link must still work, and all it
// can ever do is turn that e-mail off (the searches keep telling in the app).

type Scope = readonly string[] | 'digest';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const mac = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret).update(`mb-casting-alert-unsubscribe-v1\n${payload}`).digest();

export function signAlertUnsubscribe(secret: Uint8Array, userId: string, scope: Scope): string {
  const payload = Buffer.from(`${userId}:${scope === 'digest' ? 'digest' : scope.join(',')}`).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

function verify(secret: Uint8Array, token: string): { userId: string; scope: Scope } | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const given = Buffer.from(sig, 'base64url');
  const want = mac(secret, payload);
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  const [userId, named] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!userId || !named || !UUID.test(userId)) return null;
  if (named === 'digest') return { userId, scope: 'digest' };
  const ids = named.split(',');
  return ids.every((id) => UUID.test(id)) ? { userId, scope: ids } : null;
}

/** The headers and the page link a casting alert e-mail carries. */
export function alertUnsubscribeLinks(ctx: AppContext, userId: string, scope: Scope) {
  const token = signAlertUnsubscribe(ctx.tokens.secret, userId, scope);
  const base = ctx.config.publicUrl;
  return {
    page: `${base}/casting-alerts/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${base}/api/v1/casting/alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const invalid = () =>
  new AppError('validation_failed', CASTING_ALERT_MESSAGES.unsubscribeInvalid, { token: CASTING_ALERT_MESSAGES.unsubscribeInvalid });

/** What the link turns off, changing nothing (mail scanners open links too). */
export async function describeAlertUnsubscribe(ctx: AppContext, token: string): Promise<CastingAlertUnsubscribeResult> {
  const t = verify(ctx.tokens.secret, token);
  if (!t) throw invalid();
  const rows = await repo.alertsForUnsubscribe(ctx.db, t.userId, t.scope, false);
  return { names: rows.map((r) => r.name) };
}

/** Turns the named searches' e-mail off (they tell in the app only); a second click changes nothing. */
export async function alertUnsubscribe(ctx: AppContext, token: string): Promise<CastingAlertUnsubscribeResult> {
  const t = verify(ctx.tokens.secret, token);
  if (!t) throw invalid();
  const named = await repo.alertsForUnsubscribe(ctx.db, t.userId, t.scope, false);
  await repo.alertsForUnsubscribe(ctx.db, t.userId, t.scope, true);
  return { names: named.map((r) => r.name) };
}

/** Browser tests only (TEST_HOOKS=on): the newest casting alert e-mail to an address, to follow its link. */
export const testLatestAlertMail = (ctx: AppContext, to: string) => repo.latestAlertMailTo(ctx.db, to.trim().toLowerCase());
