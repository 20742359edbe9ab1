import { and, desc, eq, gt, ilike, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DB, Executor } from '../../platform/db/client.ts';
import { authSessions, passwordResets, rateLimits, refreshTokens, users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof authSessions.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return u;
}

/**
 * The hot reads (every authenticated request that needs the user; the access check on a cache miss)
 * are prepared once per executor: Drizzle builds their SQL once instead of on every call, and on
 * PostgreSQL each pooled connection parses and plans them once (named statements).
 */
const userByIdQuery = (db: Executor) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_user_by_id');
const preparedUserById = new WeakMap<Executor, ReturnType<typeof userByIdQuery>>();

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  let q = preparedUserById.get(db);
  if (!q) {
    q = userByIdQuery(db);
    preparedUserById.set(db, q);
  }
  const [u] = await q.execute({ id });
  return u;
}

/** Returns undefined when the e-mail is taken (unique index), instead of throwing. */
export async function insertUser(db: Executor, email: string, passwordHash: string): Promise<UserRow | undefined> {
  const [u] = await db.insert(users).values({ email, password_hash: passwordHash }).onConflictDoNothing().returning();
  return u;
}

export async function updateUser(db: Executor, id: string, patch: Partial<Pick<UserRow, 'email' | 'password_hash'>>) {
  const [u] = await db
    .update(users)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  return u;
}

export async function insertSession(
  db: Executor,
  v: {
    user_id: string;
    expires_at: Date;
    user_agent: string | null;
    ip: string | null;
    device_hash?: string | null;
    delegated_by?: string | null;
    parent_session_id?: string | null;
    delegated_role?: string | null;
  },
): Promise<SessionRow> {
  const [s] = await db.insert(authSessions).values(v).returning();
  if (!s) throw new Error('session insert failed');
  return s;
}

export async function insertRefreshToken(db: Executor, sessionId: string, tokenHash: string) {
  await db.insert(refreshTokens).values({ session_id: sessionId, token_hash: tokenHash });
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [r] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.session_id))
    .where(eq(refreshTokens.token_hash, tokenHash));
  return r;
}

/** Marks a token rotated only if it still is the current one; false means someone used it first. */
export async function rotateRefreshToken(db: Executor, tokenId: number): Promise<boolean> {
  const r = await db
    .update(refreshTokens)
    .set({ rotated_at: new Date() })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotated_at)))
    .returning({ id: refreshTokens.id });
  return r.length === 1;
}

export async function touchSession(db: Executor, sessionId: string, expiresAt: Date) {
  await db.update(authSessions).set({ last_used_at: new Date(), expires_at: expiresAt }).where(eq(authSessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: string, reason: string, userId?: string) {
  return db
    .update(authSessions)
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revoked_at), userId ? eq(authSessions.user_id, userId) : undefined))
    .returning({ id: authSessions.id });
}

export async function revokeUserSessions(db: Executor, userId: string, reason: string, exceptSessionId?: string) {
  return db
    .update(authSessions)
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where(
      and(
        eq(authSessions.user_id, userId),
        isNull(authSessions.revoked_at),
        exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: authSessions.id });
}

/**
 * When an active session ends (its expiry), or null when it is not active: revoked, expired, or the
 * account suspended (a sign-in racing a suspension stays out too).
 */
const activeSessionQuery = (db: DB) =>
  db
    .select({ expires_at: authSessions.expires_at, delegated_by: authSessions.delegated_by, delegated_role: authSessions.delegated_role })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.user_id))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.user_id, sql.placeholder('userId')),
        isNull(authSessions.revoked_at),
        gt(authSessions.expires_at, sql`now()`),
        isNull(users.suspended_at),
      ),
    )
    .prepare('auth_active_session');
const preparedActiveSession = new WeakMap<DB, ReturnType<typeof activeSessionQuery>>();

export async function activeSessionExpiry(db: DB, sessionId: string, userId: string): Promise<Date | null> {
  return (await activeSession(db, sessionId, userId))?.expires_at ?? null;
}

/** The active session's expiry and, for a delegated one, who acts (null when the session is not active). */
export async function activeSession(
  db: DB,
  sessionId: string,
  userId: string,
): Promise<{ expires_at: Date; delegated_by: string | null; delegated_role: string | null } | null> {
  let q = preparedActiveSession.get(db);
  if (!q) {
    q = activeSessionQuery(db);
    preparedActiveSession.set(db, q);
  }
  const r = await q.execute({ sessionId, userId });
  return r.length === 1 ? (r[0] ?? null) : null;
}

export async function findSession(db: Executor, sessionId: string): Promise<SessionRow | undefined> {
  const [s] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId));
  return s;
}

/** Ends the delegated sessions of `actorId` acting as `subjectId` (unlinking), or made from a parent session (its sign-out). */
export async function revokeDelegated(
  db: Executor,
  where: { actorId: string; subjectId: string } | { parentSessionId: string },
  reason: string,
) {
  const match =
    'parentSessionId' in where
      ? eq(authSessions.parent_session_id, where.parentSessionId)
      : and(eq(authSessions.delegated_by, where.actorId), eq(authSessions.user_id, where.subjectId));
  return db
    .update(authSessions)
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where(and(match, isNotNull(authSessions.delegated_by), isNull(authSessions.revoked_at)))
    .returning({ id: authSessions.id, user_id: authSessions.user_id });
}

/** Every suspended account's id (a partial index keeps this a short read). */
export async function suspendedIds(db: Executor): Promise<string[]> {
  return (await db.select({ id: users.id }).from(users).where(isNotNull(users.suspended_at))).map((r) => r.id);
}

export async function findUsersByIds(db: Executor, ids: readonly string[]): Promise<UserRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Accounts whose e-mail contains the text (case-insensitive), newest first; for staff search. */
export async function userIdsByEmailLike(db: Executor, text: string, limit: number): Promise<string[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(ilike(users.email, pattern))
    .orderBy(desc(users.created_at))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function setSuspension(db: Executor, userId: string, suspension: { at: Date; reason: string } | null) {
  const [u] = await db
    .update(users)
    .set({ suspended_at: suspension?.at ?? null, suspension_reason: suspension?.reason ?? null, updated_at: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return u;
}

export async function countSuspended(db: Executor): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(isNotNull(users.suspended_at));
  return r?.n ?? 0;
}

export async function listActiveSessions(db: Executor, userId: string) {
  return db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.user_id, userId), isNull(authSessions.revoked_at), gt(authSessions.expires_at, sql`now()`)))
    .orderBy(desc(authSessions.last_used_at));
}

export async function insertPasswordReset(db: Executor, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
}

/** Consumes a reset token once; returns the user id, or undefined if unknown, used or expired. */
export async function consumePasswordReset(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [r] = await db
    .update(passwordResets)
    .set({ used_at: new Date() })
    .where(and(eq(passwordResets.token_hash, tokenHash), isNull(passwordResets.used_at), gt(passwordResets.expires_at, sql`now()`)))
    .returning({ user_id: passwordResets.user_id });
  return r?.user_id;
}

/**
 * Voids every outstanding reset token of an account. Called whenever its password changes (by a
 * reset or by the member) or its e-mail changes, so a link lying in an old mailbox cannot be used later.
 */
export async function voidPasswordResets(db: Executor, userId: string) {
  await db
    .update(passwordResets)
    .set({ used_at: new Date() })
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
}

/**
 * Whether this account signed in before, within `days`, from this device (its cookie's hash) or from
 * this address: one indexed look at its sessions, revoked ones included (the sign-in did succeed).
 */
export async function signInHistory(db: Executor, userId: string, deviceHash: string | null, ip: string, days: number) {
  const [r] = await db
    .select({
      device: sql<boolean>`coalesce(bool_or(${authSessions.device_hash} = ${deviceHash ?? ''}), false)`,
      ip: sql<boolean>`coalesce(bool_or(${authSessions.ip} = ${ip}), false)`,
    })
    .from(authSessions)
    .where(and(eq(authSessions.user_id, userId), gt(authSessions.created_at, sql`now() - make_interval(days => ${days})`)));
  return { device: Boolean(deviceHash && r?.device), ip: Boolean(r?.ip) };
}

/** Clears the sign-in counter of an account (a completed password reset proves the mailbox is the owner's). */
export async function clearLoginCounter(db: Executor, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Whether the account has ever been signed in to, and whether ever from this device (its cookie's hash). */
export async function deviceHistory(db: Executor, userId: string, deviceHash: string | null) {
  const [r] = await db
    .select({
      any: sql<boolean>`count(*) > 0`,
      device: sql<boolean>`coalesce(bool_or(${authSessions.device_hash} = ${deviceHash ?? ''}), false)`,
    })
    .from(authSessions)
    .where(and(eq(authSessions.user_id, userId), isNull(authSessions.delegated_by)));
  return { anySession: Boolean(r?.any), device: Boolean(deviceHash && r?.device) };
}

/** The account's interface language (issue 36); null follows the browser. */
export async function setUserLocale(db: Executor, id: string, locale: string | null): Promise<UserRow> {
  const [u] = await db.update(users).set({ locale, updated_at: new Date() }).where(eq(users.id, id)).returning();
  if (!u) throw new Error('user vanished while setting its language');
  return u;
}

/** The languages kept on these accounts (for mails and notifications in the recipient's language). */
export async function localesOf(db: Executor, ids: string[]): Promise<Map<string, string | null>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.locale]));
}
