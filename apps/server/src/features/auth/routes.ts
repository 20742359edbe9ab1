import { MESSAGES } from '@mb/contract/messages';
import { routes } from '@mb/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { handle } from '../../http/route.ts';
import { presentDeviceSession, presentUser } from './presenter.ts';
import * as repo from './repository.ts';
import * as service from './service.ts';

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.signUp, ({ body, req }) => service.signUp(ctx, body, client(req)));
  handle(app, ctx, routes.signIn, async ({ body, req, reply }) => {
    const { session, headers } = await service.signIn(ctx, body, client(req));
    reply.headers(headers);
    return session;
  });
  handle(app, ctx, routes.refresh, ({ body }) => service.refresh(ctx, body.refresh_token));
  handle(app, ctx, routes.signOut, async ({ actor }) => {
    await service.signOut(ctx, actor);
    return { ok: true as const };
  });
  handle(app, ctx, routes.me, async ({ actor }) => {
    const u = await repo.findUserById(ctx.db, actor.userId);
    if (!u) throw new AppError('unauthenticated', MESSAGES.signInRequired);
    return presentUser(u);
  });
  handle(app, ctx, routes.sessions, async ({ actor }) => {
    const rows = await repo.listActiveSessions(ctx.db, actor.userId);
    return { sessions: rows.map((s) => presentDeviceSession(s, actor.sessionId)) };
  });
  handle(app, ctx, routes.passwordResetRequest, async ({ body, req }) => {
    await service.requestPasswordReset(ctx, body.email, req.ip);
    return { ok: true as const };
  });
  handle(app, ctx, routes.passwordResetConfirm, async ({ body }) => {
    await service.confirmPasswordReset(ctx, body.token, body.password);
    return { ok: true as const };
  });
  handle(app, ctx, routes.changePassword, async ({ body, actor }) => {
    await service.changePassword(ctx, actor, body.current_password, body.new_password);
    return { ok: true as const };
  });
  handle(app, ctx, routes.changeEmail, async ({ body, actor }) =>
    presentUser(await service.changeEmail(ctx, actor, body.current_password, body.email)),
  );
}
