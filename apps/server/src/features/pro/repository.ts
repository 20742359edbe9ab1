import type { Executor } from '../../platform/db/client.ts';
import { proGraceNotices } from './schema.ts';

export type NoticeKind = (typeof proGraceNotices.$inferInsert)['kind'];

/** Claims one grace e-mail: true when this call wrote the row (so the caller sends it), false when it was sent before. */
export async function claimNotice(tx: Executor, userId: string, periodEnd: Date, kind: NoticeKind): Promise<boolean> {
  const rows = await tx
    .insert(proGraceNotices)
    .values({ user_id: userId, period_end: periodEnd, kind })
    .onConflictDoNothing()
    .returning({ kind: proGraceNotices.kind });
  return rows.length > 0;
}
