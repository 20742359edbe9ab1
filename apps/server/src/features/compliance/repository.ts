import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { userVerificationStatus } from './schema.ts';

export type VerificationRow = typeof userVerificationStatus.$inferSelect;

/** Spec §7 user_verification_status: select by profile_id and verification_type. */
export async function findStatus(db: Executor, profileId: string, type = 'identity') {
  const [row] = await db
    .select()
    .from(userVerificationStatus)
    .where(and(eq(userVerificationStatus.profile_id, profileId), eq(userVerificationStatus.verification_type, type)));
  return row ?? null;
}

/** The row, locked for the rest of the transaction (made first when missing), so two syncs never interleave. */
export async function lockStatus(tx: Executor, profileId: string, type = 'identity') {
  await tx.insert(userVerificationStatus).values({ profile_id: profileId, verification_type: type }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(userVerificationStatus)
    .where(and(eq(userVerificationStatus.profile_id, profileId), eq(userVerificationStatus.verification_type, type)))
    .for('update');
  return row!;
}

/** Spec §7 upsert. */
export async function writeStatus(
  tx: Executor,
  v: {
    profile_id: string;
    verification_type: string;
    status: string;
    verified_at: Date | null;
    provider: string;
    verification_data: Record<string, unknown>;
  },
) {
  await tx
    .insert(userVerificationStatus)
    .values({ ...v, updated_at: new Date() })
    .onConflictDoUpdate({
      target: [userVerificationStatus.profile_id, userVerificationStatus.verification_type],
      set: {
        status: v.status,
        verified_at: v.verified_at,
        provider: v.provider,
        verification_data: v.verification_data,
        updated_at: sql`now()`,
      },
    });
}
