import type { Actor } from '../../platform/context.ts';

/**
 * Per-instance memo of the access check: an access token whose signature was verified and whose
 * session was found active is answered from memory for a short while instead of verifying the JWT
 * and reading `auth_sessions` again on every request (the read path's largest cost in the bench).
 *
 * It never outlives a revocation on this instance:
 * - `revoking(sessionId)` is called by the revoking code before its transaction commits: the
 *   session's entries go and it is not cached again until its `session.revoked` event arrives (or a
 *   minute passes, when the transaction rolled back and no event comes), so the requests in between
 *   read the database.
 * - `revoked(sessionId)` is called for every `session.revoked` event on the bus (every instance
 *   LISTENs, so other instances drop the session too, once the NOTIFY reaches them).
 * - An answer read from the database is kept only if nothing was revoked while it was read (the
 *   epoch), so a check racing a revocation cannot put a stale entry back.
 * - `gap()` (the bus lost its listening connection, so events may be missed) empties it, and nothing
 *   is kept while `live()` is false.
 * Entries also end at the token's or the session's expiry, and after `ttlMs` at most.
 */
export interface AccessCache {
  get(token: string, now?: number): Actor | null;
  /** The epoch to pass to `put`, taken before the session is read. */
  epoch(): number;
  put(token: string, actor: Actor, validUntil: number, epoch: number, now?: number): void;
  revoking(sessionId: string, now?: number): void;
  revoked(sessionId: string): void;
  gap(): void;
  readonly size: number;
}

interface Entry {
  actor: Actor;
  until: number;
}

const SUPPRESS_MS = 60_000;

export function createAccessCache(opts: { ttlMs: number; max: number; live: () => boolean }): AccessCache {
  const byToken = new Map<string, Entry>();
  const bySession = new Map<string, Set<string>>();
  // Sessions being revoked by this instance: not cached until their event arrives.
  const suppressed = new Map<string, number>();
  let epoch = 0;

  const drop = (token: string) => {
    const e = byToken.get(token);
    if (!e) return;
    byToken.delete(token);
    const set = bySession.get(e.actor.sessionId);
    set?.delete(token);
    if (set?.size === 0) bySession.delete(e.actor.sessionId);
  };
  const dropSession = (sessionId: string) => {
    epoch++;
    for (const token of [...(bySession.get(sessionId) ?? [])]) drop(token);
  };

  return {
    get(token, now = Date.now()) {
      const e = byToken.get(token);
      if (!e) return null;
      if (now >= e.until) {
        drop(token);
        return null;
      }
      return e.actor;
    },
    epoch: () => epoch,
    put(token, actor, validUntil, at, now = Date.now()) {
      if (at !== epoch || !opts.live()) return;
      const held = suppressed.get(actor.sessionId);
      if (held !== undefined) {
        if (now < held) return;
        suppressed.delete(actor.sessionId);
      }
      const until = Math.min(validUntil, now + opts.ttlMs);
      if (until <= now) return;
      drop(token);
      // Oldest out first (a Map keeps insertion order).
      while (byToken.size >= opts.max) {
        const oldest = byToken.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
      byToken.set(token, {
        actor: {
          userId: actor.userId,
          sessionId: actor.sessionId,
          ...(actor.delegatedBy ? { delegatedBy: actor.delegatedBy } : {}),
          ...(actor.delegatedRole ? { delegatedRole: actor.delegatedRole } : {}),
        },
        until,
      });
      const set = bySession.get(actor.sessionId) ?? new Set<string>();
      set.add(token);
      bySession.set(actor.sessionId, set);
    },
    revoking(sessionId, now = Date.now()) {
      // Rolled-back revocations leave their mark behind; keep the map small.
      if (suppressed.size > 1000) for (const [id, until] of suppressed) if (until <= now) suppressed.delete(id);
      suppressed.set(sessionId, now + SUPPRESS_MS);
      dropSession(sessionId);
    },
    revoked(sessionId) {
      suppressed.delete(sessionId);
      dropSession(sessionId);
    },
    gap() {
      epoch++;
      byToken.clear();
      bySession.clear();
    },
    get size() {
      return byToken.size;
    },
  };
}
