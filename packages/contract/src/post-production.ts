import {
  collabOrderParams,
  collabParams,
  createOrderInput,
  orderListSchema,
  orderParams,
  postProductionOrderSchema,
  updateOrderInput,
} from './collabs.ts';
import type { RouteDef } from './route-def.ts';
import { POST_PRODUCTION_RULE } from './staff-rule.ts';

// Post-production orders (spec §6 the post_production_editor role): a use case of collaborations. Their
// schemas are in collabs.ts with the rest of the collaboration's; this is their route table.

/** Post-production orders (features/collabs): a collaboration's owner orders work, the editors take and deliver it. The schemas are in collabs.ts. */
export const postProductionRoutes = {
  collabOrders: {
    method: 'GET',
    path: '/api/v1/collabs/:id/orders',
    summary: "The collaboration's post-production orders",
    tag: 'collabs',
    access: 'user',
    delegated: 'viewer',
    params: collabParams,
    response: orderListSchema,
  },
  createCollabOrder: {
    method: 'POST',
    path: '/api/v1/collabs/:id/orders',
    summary: 'Order post-production work from the editors: a brief and shared files (owner only)',
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    status: 201,
    params: collabParams,
    body: createOrderInput,
    response: postProductionOrderSchema,
  },
  cancelCollabOrder: {
    method: 'POST',
    path: '/api/v1/collabs/:id/orders/:orderId/cancel',
    summary: 'Cancel a post-production order no editor has taken yet (owner only)',
    tag: 'collabs',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['collabWrites'],
    params: collabOrderParams,
    response: postProductionOrderSchema,
  },
  editorQueue: {
    method: 'GET',
    path: '/api/v1/post-production/orders',
    summary: 'The post-production queue: open orders first, then the latest closed ones (editors and admins)',
    tag: 'collabs',
    access: { staff: POST_PRODUCTION_RULE },
    delegated: 'never',
    response: orderListSchema,
  },
  updateOrder: {
    method: 'POST',
    path: '/api/v1/post-production/orders/:orderId/status',
    summary: 'Take an order (in progress) or mark it delivered; the collaboration owner is told',
    tag: 'collabs',
    access: { staff: POST_PRODUCTION_RULE },
    delegated: 'never',
    params: orderParams,
    body: updateOrderInput,
    response: postProductionOrderSchema,
  },
  deliverOrderFile: {
    method: 'POST',
    path: '/api/v1/post-production/orders/:orderId/deliveries',
    summary: 'Deliver a file for an order (multipart field "file"); it is shared in the collaboration\'s files',
    tag: 'collabs',
    access: { staff: POST_PRODUCTION_RULE },
    delegated: 'never',
    status: 201,
    multipart: true,
    params: orderParams,
    response: postProductionOrderSchema,
  },
} as const satisfies Record<string, RouteDef>;
