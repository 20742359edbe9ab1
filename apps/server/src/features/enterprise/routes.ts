import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as service from './service.ts';
import * as subUsers from './sub-users.ts';

/** Enterprise accounts and their studios (issue 17): the rules (who may invite, answer, unlink) are in service.ts. */
export function enterpriseRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.myEnterprise, ({ actor }) => service.myEnterprise(ctx, actor.userId));
  handle(app, ctx, routes.updateMyEnterprise, ({ actor, body }) => service.updateMyEnterprise(ctx, actor.userId, body));
  handle(app, ctx, routes.inviteStudio, ({ actor, body }) => service.inviteStudio(ctx, actor.userId, body.studio));
  handle(app, ctx, routes.myStudioEnterprises, ({ actor }) => service.studioEnterprises(ctx, actor.userId));
  handle(app, ctx, routes.acceptEnterpriseLink, ({ actor, params }) => service.accept(ctx, actor.userId, params.id));
  handle(app, ctx, routes.declineEnterpriseLink, ({ actor, params }) => service.decline(ctx, actor.userId, params.id));
  handle(app, ctx, routes.unlinkEnterpriseStudio, ({ actor, params }) => service.unlink(ctx, actor.userId, params.id));
  handle(app, ctx, routes.studioDashboard, ({ actor }) => service.studioDashboard(ctx, actor.userId));
  handle(app, ctx, routes.enterpriseDashboard, ({ actor }) => service.enterpriseDashboard(ctx, actor.userId));
  handle(app, ctx, routes.linkedAccounts, ({ actor }) => service.linkedAccounts(ctx, actor));
  handle(app, ctx, routes.useLinkedAccount, ({ actor, params, req }) =>
    service.useLinkedAccount(ctx, actor, params.id, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null }),
  );
  handle(app, ctx, routes.publicEnterprise, ({ params, actor }) => service.publicEnterprise(ctx, params.id, actor));
  // Sub-users (sub-users.ts); a sub-user's role is enforced for every request by handle().
  handle(app, ctx, routes.listSubUsers, ({ actor }) => subUsers.listSubUsers(ctx, actor.userId));
  handle(app, ctx, routes.inviteSubUser, ({ actor, body }) => subUsers.inviteSubUser(ctx, actor.userId, body));
  handle(app, ctx, routes.changeSubUserRole, ({ actor, params, body }) => subUsers.changeRole(ctx, actor.userId, params.id, body.role));
  handle(app, ctx, routes.removeSubUser, ({ actor, params }) => subUsers.removeSubUser(ctx, actor.userId, params.id));
  handle(app, ctx, routes.acceptSubUserInvitation, ({ actor, body }) => subUsers.acceptInvitation(ctx, actor, body.token));
}
