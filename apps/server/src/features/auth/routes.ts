import { MESSAGES } from '@mb/contract/messages';
import { routes } from '@mb/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { presentDeviceSession, presentUser } from './presenter.ts';
import * as repo from './repository.ts';
import * as service from './service.ts';

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

/** A refused password, told to whoever app.ts wires in (the security feature records it). */
export type SignInFailedHook = (attempt: {
  email?: string;
  userId?: string;
  ip: string;
  via: 'sign_in' | 'change_password' | 'change_email';
}) => Promise<void>;

interface AuthRouteOptions {
  onUserCreated?: readonly service.UserCreatedHook[];
  onSignInFailed?: SignInFailedHook;
}

/** Runs a password-checking call; a refused password (sign-in's 401, a wrong current password) is reported, then rethrown. */
async function reportingFailure<T>(run: () => Promise<T>, report: (() => Promise<void>) | undefined): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const refused = e instanceof AppError && (e.code === 'unauthenticated' || e.fields?.current_password !== undefined);
    if (refused && report) await report();
    throw e;
  }
}

export function authRoutes(app: FastifyInstance, ctx: AppContext, opts: AuthRouteOptions = {}) {
  const failed = opts.onSignInFailed;
  handle(app, ctx, routes.signUp, ({ body, req }) => service.signUp(ctx, body, client(req), opts.onUserCreated));
  handle(app, ctx, routes.signIn, ({ body, req }) =>
    reportingFailure(
      () => service.signIn(ctx, body, client(req)),
      failed && (() => failed({ email: body.email, ip: req.ip, via: 'sign_in' })),
    ),
  );
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
  handle(app, ctx, routes.passwordResetRequest, async ({ body }) => {
    await service.requestPasswordReset(ctx, body.email);
    return { ok: true as const };
  });
  handle(app, ctx, routes.passwordResetConfirm, async ({ body }) => {
    await service.confirmPasswordReset(ctx, body.token, body.password);
    return { ok: true as const };
  });
  handle(app, ctx, routes.changePassword, async ({ body, actor, req }) => {
    await reportingFailure(
      () => service.changePassword(ctx, actor, body.current_password, body.new_password),
      failed && (() => failed({ userId: actor.userId, ip: req.ip, via: 'change_password' })),
    );
    return { ok: true as const };
  });
  handle(app, ctx, routes.changeEmail, async ({ body, actor, req }) =>
    presentUser(
      await reportingFailure(
        () => service.changeEmail(ctx, actor, body.current_password, body.email),
        failed && (() => failed({ userId: actor.userId, ip: req.ip, via: 'change_email' })),
      ),
    ),
  );
}
