import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as accounts from './accounts.ts';
import { bootstrapStatus, grantFirstAdmin } from './bootstrap.ts';
import { adminOverview } from './overview.ts';

/** First-admin bootstrap (spec §4, §6, §7): open to any signed-in member while no staff exists at all. */
export function bootstrapRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.staffBootstrapStatus, () => bootstrapStatus(ctx));
  handle(app, ctx, routes.grantAdminAccess, ({ actor }) => grantFirstAdmin(ctx, actor));
}

/** Admin Dashboard and Accounts: the staff rules on the contract routes are checked by handle(). */
export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.adminOverview, () => adminOverview(ctx));
  handle(app, ctx, routes.adminMembers, ({ query }) => accounts.searchMembers(ctx, query.q, query.page));
  handle(app, ctx, routes.adminMember, ({ params }) => accounts.memberDetail(ctx, params.id));
  handle(app, ctx, routes.adminSetStaffRole, ({ actor, params, body }) => accounts.setStaffRole(ctx, actor, params.id, body));
  handle(app, ctx, routes.adminRevokeStaffRole, ({ actor, params }) => accounts.revokeStaffRole(ctx, actor, params.id));
  handle(app, ctx, routes.adminSuspend, ({ actor, params, body }) => accounts.suspendMember(ctx, actor, params.id, body.reason));
  handle(app, ctx, routes.adminUnsuspend, ({ actor, params }) => accounts.unsuspendMember(ctx, actor, params.id));
  handle(app, ctx, routes.adminResetVerification, ({ actor, params }) => accounts.resetMemberVerification(ctx, actor, params.id));
  handle(app, ctx, routes.adminCreateEditor, ({ actor, body }) => accounts.createEditorAccount(ctx, actor, body));
}
