import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREFERENCE_KEYS, PREFERENCE_LABELS, type PreferenceKey } from '@mb/contract/notification-types';

// One-click unsubscribe (RFC 8058; the spec is silent): a token that names the member and what to turn
// off, signed with the server's secret. It does not expire: a link in an old e-mail must still work,
// and all it can ever do is turn an e-mail off.

export type UnsubscribeScope = PreferenceKey | 'digest' | 'all';

const isScope = (s: string): s is UnsubscribeScope => s === 'digest' || s === 'all' || (PREFERENCE_KEYS as readonly string[]).includes(s);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (secret: Uint8Array, payload: string) => createHmac('sha256', secret).update(`mb-unsubscribe-v1\n${payload}`).digest();

export function signUnsubscribe(secret: Uint8Array, userId: string, scope: UnsubscribeScope): string {
  const payload = Buffer.from(`${userId}:${scope}`).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The member and scope a token names, or null when it is malformed or not ours. */
export function verifyUnsubscribe(secret: Uint8Array, token: string): { userId: string; scope: UnsubscribeScope } | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const given = Buffer.from(sig, 'base64url');
  const want = mac(secret, payload);
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  const [userId, scope] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!userId || !scope || !UUID.test(userId) || !isScope(scope)) return null;
  return { userId, scope };
}

export const scopeLabel = (scope: UnsubscribeScope) =>
  scope === 'all' ? 'all notification e-mails' : scope === 'digest' ? 'the daily digest' : `${PREFERENCE_LABELS[scope].label} e-mails`;
