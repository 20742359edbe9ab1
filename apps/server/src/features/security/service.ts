import type { SecurityEventType } from '@mb/contract/security';
import type { Executor } from '../../platform/db/client.ts';
import * as repo from './repository.ts';

export interface SecurityEventInput {
  /** The member concerned, when there is one (a failed sign-in has none). */
  userId?: string | null;
  type: SecurityEventType;
  /** Small facts about the event: never a password, a token or a raw e-mail. */
  data?: Record<string, unknown>;
  ip?: string | null;
}

const MAX_STRING = 200;

/**
 * jsonb refuses NUL (\u0000), and a stored event must never carry what it reports in full: strings
 * lose control characters and are cut to 200 characters, nesting is kept shallow.
 */
function clean(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_STRING);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (depth >= 3) return null;
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => clean(v, depth + 1));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .slice(0, 20)
        .map(([k, v]) => [clean(k) as string, clean(v, depth + 1)]),
    );
  }
  return null;
}

/**
 * Writes one security event (spec §3 activity_events) with the caller's executor, so a caller with a
 * transaction (a role change) records it atomically with the change. Threat detection is not run
 * here; reportSecurityEvent does both for the platform's own hooks.
 */
export async function recordSecurityEvent(db: Executor, e: SecurityEventInput): Promise<repo.ActivityEventRow> {
  if (!e.type.startsWith('security_')) throw new Error(`security event types start with security_: ${e.type}`);
  return repo.insertEvent(db, {
    user_id: e.userId ?? null,
    event_type: e.type,
    event_data: clean(e.data ?? {}) as Record<string, unknown>,
    ip: e.ip ? (clean(e.ip) as string) : null,
  });
}
