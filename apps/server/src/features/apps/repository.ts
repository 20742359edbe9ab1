import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { mbAppInstallations } from './schema.ts';

export async function activeInstallation(db: Executor, userId: string, appId: string) {
  const [row] = await db
    .select()
    .from(mbAppInstallations)
    .where(and(eq(mbAppInstallations.user_id, userId), eq(mbAppInstallations.app_id, appId), eq(mbAppInstallations.status, 'active')));
  return row;
}
