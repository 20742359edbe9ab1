import { and, asc, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { authChallenges, passkeys, recoveryCodes, totpFactors } from './schema.ts';

export type TotpRow = typeof totpFactors.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengeRow = typeof authChallenges.$inferSelect;
export type ChallengeKind = 'sign_in' | 'passkey_register' | 'passkey_sign_in';

// --- TOTP ------------------------------------------------------------------------------------------

export async function findTotp(db: Executor, userId: string): Promise<TotpRow | undefined> {
  const [r] = await db.select().from(totpFactors).where(eq(totpFactors.user_id, userId));
  return r;
}

/** A new set-up replaces an unfinished one; never an enabled one (the caller checked, the WHERE makes sure). */
export async function upsertPendingTotp(db: Executor, userId: string, secretEnc: string, expiresAt: Date) {
  const r = await db
    .insert(totpFactors)
    .values({ user_id: userId, secret_enc: secretEnc, pending_expires_at: expiresAt })
    .onConflictDoUpdate({
      target: totpFactors.user_id,
      set: { secret_enc: secretEnc, pending_expires_at: expiresAt, last_step: null, created_at: new Date() },
      setWhere: isNull(totpFactors.enabled_at),
    })
    .returning({ user_id: totpFactors.user_id });
  return r.length === 1;
}

export async function enableTotp(db: Executor, userId: string, step: number) {
  const r = await db
    .update(totpFactors)
    .set({ enabled_at: new Date(), pending_expires_at: null, last_step: step })
    .where(and(eq(totpFactors.user_id, userId), isNull(totpFactors.enabled_at), gt(totpFactors.pending_expires_at, sql`now()`)))
    .returning({ user_id: totpFactors.user_id });
  return r.length === 1;
}

/** Accepts a code's step once: only if it is later than the last one accepted (two racing requests: one wins). */
export async function useTotpStep(db: Executor, userId: string, step: number) {
  const r = await db
    .update(totpFactors)
    .set({ last_step: step })
    .where(
      and(
        eq(totpFactors.user_id, userId),
        isNotNull(totpFactors.enabled_at),
        or(isNull(totpFactors.last_step), lt(totpFactors.last_step, step)),
      ),
    )
    .returning({ user_id: totpFactors.user_id });
  return r.length === 1;
}

export async function deleteTotp(db: Executor, userId: string) {
  const r = await db.delete(totpFactors).where(eq(totpFactors.user_id, userId)).returning({ enabled_at: totpFactors.enabled_at });
  return r[0];
}

// --- Recovery codes --------------------------------------------------------------------------------

export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: readonly string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  if (hashes.length) await db.insert(recoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
}

export async function deleteRecoveryCodes(db: Executor, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
}

/** Uses a recovery code once; false when it is not this account's or was used. */
export async function useRecoveryCode(db: Executor, userId: string, hash: string) {
  const r = await db
    .update(recoveryCodes)
    .set({ used_at: new Date() })
    .where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, hash), isNull(recoveryCodes.used_at)))
    .returning({ id: recoveryCodes.id });
  return r.length === 1;
}

export async function recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return r?.n ?? 0;
}

// --- Passkeys --------------------------------------------------------------------------------------

export function listPasskeys(db: Executor, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.user_id, userId)).orderBy(asc(passkeys.created_at));
}

export async function findPasskeyByCredential(db: Executor, credentialId: string): Promise<PasskeyRow | undefined> {
  const [r] = await db.select().from(passkeys).where(eq(passkeys.credential_id, credentialId));
  return r;
}

/** Undefined when the credential is already registered (to any account). */
export async function insertPasskey(
  db: Executor,
  v: { user_id: string; credential_id: string; public_key: string; counter: number; transports: string[]; name: string },
): Promise<PasskeyRow | undefined> {
  const [r] = await db.insert(passkeys).values(v).onConflictDoNothing().returning();
  return r;
}

export async function touchPasskey(db: Executor, id: string, counter: number) {
  await db.update(passkeys).set({ counter, last_used_at: new Date() }).where(eq(passkeys.id, id));
}

export async function deletePasskey(db: Executor, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const [r] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.user_id, userId)))
    .returning();
  return r;
}

// --- Challenges ------------------------------------------------------------------------------------

export async function insertChallenge(
  db: Executor,
  v: {
    token_hash: string;
    kind: ChallengeKind;
    user_id: string | null;
    parent_id?: string | null;
    webauthn_challenge?: string | null;
    expires_at: Date;
  },
): Promise<ChallengeRow> {
  const [r] = await db.insert(authChallenges).values(v).returning();
  if (!r) throw new Error('challenge insert failed');
  return r;
}

/** A live (unused, unexpired) challenge of this kind. */
export async function findLiveChallenge(db: Executor, tokenHash: string, kind: ChallengeKind): Promise<ChallengeRow | undefined> {
  const [r] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.token_hash, tokenHash),
        eq(authChallenges.kind, kind),
        isNull(authChallenges.used_at),
        gt(authChallenges.expires_at, sql`now()`),
      ),
    );
  return r;
}

export async function findChallengeById(db: Executor, id: string): Promise<ChallengeRow | undefined> {
  const [r] = await db.select().from(authChallenges).where(eq(authChallenges.id, id));
  return r;
}

/** Counts one wrong code against a challenge; answers the attempts made so far. */
export async function countAttempt(db: Executor, id: string): Promise<number> {
  const [r] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.id, id))
    .returning({ attempts: authChallenges.attempts });
  return r?.attempts ?? 0;
}

/** Marks a challenge used, once: false when another request used it first (or it expired meanwhile). */
export async function useChallenge(db: Executor, id: string) {
  const r = await db
    .update(authChallenges)
    .set({ used_at: new Date() })
    .where(and(eq(authChallenges.id, id), isNull(authChallenges.used_at), gt(authChallenges.expires_at, sql`now()`)))
    .returning({ id: authChallenges.id });
  return r.length === 1;
}

/** Housekeeping: challenges past their expiry by a day. */
export async function pruneChallenges(db: Executor) {
  await db.delete(authChallenges).where(lt(authChallenges.expires_at, sql`now() - interval '1 day'`));
}
