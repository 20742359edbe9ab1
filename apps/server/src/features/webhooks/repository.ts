import { and, arrayOverlaps, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { webhookDeliveries, webhookEndpoints } from './schema.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type NewEndpoint = typeof webhookEndpoints.$inferInsert;
type NewDelivery = typeof webhookDeliveries.$inferInsert;

export function endpointsOf(db: Executor, enterpriseId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.enterprise_id, enterpriseId))
    .orderBy(webhookEndpoints.created_at)
    .limit(100);
}

export async function endpointCountOf(db: Executor, enterpriseId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.enterprise_id, enterpriseId));
  return row?.n ?? 0;
}

export async function endpointById(db: Executor, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** The enabled endpoints of these enterprises subscribed to `type`. */
export function subscribedEndpoints(db: Executor, enterpriseIds: string[], type: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.enterprise_id, enterpriseIds),
        eq(webhookEndpoints.enabled, true),
        arrayOverlaps(webhookEndpoints.event_types, [type]),
      ),
    );
}

export async function insertEndpoint(tx: Executor, values: NewEndpoint): Promise<EndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row as EndpointRow;
}

export async function updateEndpoint(tx: Executor, id: string, values: Partial<NewEndpoint>): Promise<EndpointRow> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ ...values, updated_at: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row as EndpointRow;
}

export async function deleteEndpoint(tx: Executor, id: string): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** A failed delivery counts against its endpoint: answers the count after it. */
export async function countFailure(tx: Executor, id: string): Promise<number> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ consecutive_failures: sql`${webhookEndpoints.consecutive_failures} + 1` })
    .where(eq(webhookEndpoints.id, id))
    .returning({ n: webhookEndpoints.consecutive_failures });
  return row?.n ?? 0;
}

export async function resetFailures(tx: Executor, id: string): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ consecutive_failures: 0 })
    .where(and(eq(webhookEndpoints.id, id), sql`${webhookEndpoints.consecutive_failures} <> 0`));
}

export async function insertDelivery(tx: Executor, values: NewDelivery): Promise<DeliveryRow> {
  const [row] = await tx.insert(webhookDeliveries).values(values).returning();
  return row as DeliveryRow;
}

export async function deliveryById(db: Executor, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}

export async function updateDelivery(tx: Executor, id: string, values: Partial<NewDelivery>): Promise<DeliveryRow> {
  const [row] = await tx.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id)).returning();
  return row as DeliveryRow;
}

export function deliveriesOf(db: Executor, endpointId: string, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpoint_id, endpointId))
    .orderBy(desc(webhookDeliveries.created_at), desc(webhookDeliveries.id))
    .limit(limit);
}

/** The newest delivery of each endpoint (for the list). */
export async function lastDeliveries(db: Executor, endpointIds: string[]): Promise<Map<string, DeliveryRow>> {
  if (!endpointIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpoint_id])
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpoint_id, endpointIds))
    .orderBy(webhookDeliveries.endpoint_id, desc(webhookDeliveries.created_at), desc(webhookDeliveries.id));
  return new Map(rows.map((r) => [r.endpoint_id, r]));
}

/** Removes log rows older than `before` that are no longer pending; answers how many. */
export async function pruneDeliveries(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(and(lt(webhookDeliveries.created_at, before), inArray(webhookDeliveries.status, ['delivered', 'failed'])))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
