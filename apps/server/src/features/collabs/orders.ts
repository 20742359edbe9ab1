import { COLLAB_MESSAGES, type CreateOrderInput, POST_PRODUCTION_NOTIFICATION, type PostProductionOrder } from '@mb/contract/collabs';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { notify } from '../notifications/index.ts';
import * as staff from '../staff/index.ts';
import * as storage from '../storage/index.ts';
import { assertOwner, changed, field, membership, peopleOf } from './collaborations.ts';
import { checkFile, discard, storeFile } from './files.ts';
import { presentOrder } from './presenter.ts';
import * as repo from './repository.ts';

// Post-production orders

/** Closed orders the queue shows after the open ones. */
const QUEUE_CLOSED = 50;

async function presentOrders(ctx: AppContext, db: Executor, orders: repo.OrderRow[], audience: string): Promise<PostProductionOrder[]> {
  if (orders.length === 0) return [];
  const [collabs, briefFiles, deliveries] = await Promise.all([
    repo.collabsByIds(db, [...new Set(orders.map((o) => o.collab_id))]),
    repo.filesByIds(db, [...new Set(orders.flatMap((o) => o.file_ids))]),
    repo.filesOfOrders(
      db,
      orders.map((o) => o.id),
    ),
  ]);
  const titles = new Map(collabs.map((c) => [c.id, c.title]));
  const byId = new Map(briefFiles.map((f) => [f.id, f]));
  const people = await peopleOf(
    db,
    orders.flatMap((o) => [o.ordered_by, ...(o.editor_id ? [o.editor_id] : [])]),
  );
  return orders.map((o) =>
    presentOrder(
      ctx,
      o,
      titles.get(o.collab_id) ?? '',
      o.file_ids.flatMap((id) => {
        const f = byId.get(id);
        return f && f.collab_id === o.collab_id ? [f] : [];
      }),
      deliveries.filter((f) => f.order_id === o.id),
      audience,
      people,
    ),
  );
}

export async function listOrders(ctx: AppContext, userId: string, collabId: string) {
  await membership(ctx.db, collabId, userId);
  return { orders: await presentOrders(ctx, ctx.db, await repo.ordersOf(ctx.db, collabId), `member:${userId}`) };
}

export async function createOrder(
  ctx: AppContext,
  userId: string,
  collabId: string,
  input: CreateOrderInput,
): Promise<PostProductionOrder> {
  return ctx.db.transaction(async (tx) => {
    const { collab, me } = await membership(tx, collabId, userId);
    assertOwner(me);
    const fileIds = [...new Set(input.file_ids ?? [])];
    const files = await repo.filesByIds(tx, fileIds);
    if (files.length !== fileIds.length || files.some((f) => f.collab_id !== collabId)) {
      throw field('unprocessable', 'file_ids', COLLAB_MESSAGES.briefFilesUnknown);
    }
    const order = await repo.insertOrder(tx, { collab_id: collabId, ordered_by: userId, brief: input.brief, file_ids: fileIds });
    for (const editorId of await staff.staffIdsWithRole(tx, 'post_production_editor')) {
      await notify(ctx, tx, editorId, {
        type: POST_PRODUCTION_NOTIFICATION,
        title: NOTICE_TEXT.collabs.order,
        content: `${collab.title}: ${input.brief.slice(0, 140)}`,
        action_url: '/editor-queue',
        order_id: order.id,
        editor_notification_type: 'order_created',
      });
    }
    await changed(ctx, tx, collabId, 'orders');
    const [presented] = await presentOrders(ctx, tx, [order], `member:${userId}`);
    return presented as PostProductionOrder;
  });
}

/** The owner cancels an order while it is requested (once an editor has taken it, it is theirs to finish). */
export async function cancelOrder(ctx: AppContext, userId: string, collabId: string, orderId: string): Promise<PostProductionOrder> {
  return ctx.db.transaction(async (tx) => {
    const { me } = await membership(tx, collabId, userId);
    assertOwner(me);
    const order = await repo.findOrder(tx, orderId, { lock: true });
    if (!order || order.collab_id !== collabId) throw new AppError('not_found', COLLAB_MESSAGES.noSuchOrder);
    if (order.status === 'cancelled') {
      const [same] = await presentOrders(ctx, tx, [order], `member:${userId}`);
      return same as PostProductionOrder;
    }
    if (order.status !== 'requested') throw new AppError('conflict', COLLAB_MESSAGES.orderNotCancellable);
    const row = await repo.updateOrder(tx, orderId, { status: 'cancelled' });
    await changed(ctx, tx, collabId, 'orders');
    const [presented] = await presentOrders(ctx, tx, [row], `member:${userId}`);
    return presented as PostProductionOrder;
  });
}

export async function editorQueue(ctx: AppContext) {
  return { orders: await presentOrders(ctx, ctx.db, await repo.queue(ctx.db, QUEUE_CLOSED), 'staff') };
}

async function tellOrderOwner(
  ctx: AppContext,
  tx: Executor,
  order: repo.OrderRow,
  kind: 'order_in_progress' | 'order_delivered' | 'order_file_delivered',
) {
  const collab = await repo.findCollab(tx, order.collab_id);
  if (!collab) return;
  const text = {
    order_in_progress: [NOTICE_TEXT.collabs.orderStarted, NOTICE_TEXT.collabs.orderStartedContent],
    order_delivered: [NOTICE_TEXT.collabs.orderDelivered, NOTICE_TEXT.collabs.orderDeliveredContent],
    order_file_delivered: [NOTICE_TEXT.collabs.orderFile, NOTICE_TEXT.collabs.orderFileContent],
  }[kind];
  await notify(ctx, tx, order.ordered_by, {
    type: POST_PRODUCTION_NOTIFICATION,
    title: text[0] as string,
    content: words(NOTICE_TEXT.collabs.orderContent, { collab: collab.title, text: words(text[1] as string) }),
    action_url: `/collab/${collab.id}/files`,
    order_id: order.id,
    editor_notification_type: kind,
  });
}

export async function updateOrderStatus(ctx: AppContext, editorId: string, orderId: string, status: 'in_progress' | 'delivered') {
  return ctx.db.transaction(async (tx) => {
    const order = await repo.findOrder(tx, orderId, { lock: true });
    if (!order) throw new AppError('not_found', COLLAB_MESSAGES.noSuchOrder);
    if (order.status === 'delivered' || order.status === 'cancelled') throw new AppError('conflict', COLLAB_MESSAGES.orderClosed);
    if (order.status === status) {
      const [same] = await presentOrders(ctx, tx, [order], 'staff');
      return same as PostProductionOrder;
    }
    if (status === 'delivered' && (await repo.filesOfOrders(tx, [orderId])).length === 0) {
      throw new AppError('conflict', COLLAB_MESSAGES.deliverFirst);
    }
    const row = await repo.updateOrder(tx, orderId, { status, editor_id: order.editor_id ?? editorId });
    await tellOrderOwner(ctx, tx, row, status === 'delivered' ? 'order_delivered' : 'order_in_progress');
    await changed(ctx, tx, row.collab_id, 'orders');
    const [presented] = await presentOrders(ctx, tx, [row], 'staff');
    return presented as PostProductionOrder;
  });
}

export async function deliverFile(
  ctx: AppContext,
  editorId: string,
  orderId: string,
  file: { name: string; declaredType?: string; body: Buffer },
) {
  const checked = await checkFile(file);
  const order = await repo.findOrder(ctx.db, orderId);
  if (!order) throw new AppError('not_found', COLLAB_MESSAGES.noSuchOrder);
  if (order.status === 'delivered' || order.status === 'cancelled') throw new AppError('conflict', COLLAB_MESSAGES.orderClosed);
  const stored = await storeFile(ctx, order.collab_id, file, checked);
  try {
    return await ctx.db.transaction(async (tx) => {
      const o = await repo.findOrder(tx, orderId, { lock: true });
      if (!o || o.status === 'delivered' || o.status === 'cancelled') throw new AppError('conflict', COLLAB_MESSAGES.orderClosed);
      await repo.insertFile(tx, {
        collab_id: o.collab_id,
        uploaded_by: editorId,
        key: stored.key,
        name: stored.name,
        content_type: stored.mime,
        size: stored.size,
        order_id: o.id,
      });
      await storage.recordStoredObjects(tx, [
        { bucket: 'collabs', path: stored.key, owner_id: editorId, content_type: stored.mime, size: stored.size },
      ]);
      const row = await repo.updateOrder(tx, o.id, {
        editor_id: o.editor_id ?? editorId,
        status: o.status === 'requested' ? 'in_progress' : o.status,
      });
      await tellOrderOwner(ctx, tx, row, 'order_file_delivered');
      await changed(ctx, tx, row.collab_id, 'files');
      const [presented] = await presentOrders(ctx, tx, [row], 'staff');
      return presented as PostProductionOrder;
    });
  } catch (e) {
    await discard(ctx, stored.key);
    throw e;
  }
}
