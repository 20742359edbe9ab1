import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emit } from '../../platform/modules.ts';
import { rateLimitHeaders } from '../../platform/rate-limit.ts';
import { presentDeviceSession, presentUser } from './presenter.ts';
import * as repo from './repository.ts';
import * as service from './service.ts';

const client = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
  deviceToken: service.deviceTokenOf(req.headers.cookie),
});

/** The long-lived device cookie (service.deviceCookie) that lets a browser that signed in before past the account lockout. */
function keepDevice(req: FastifyRequest, reply: FastifyReply, signedIn: service.SignedIn) {
  reply.header('set-cookie', service.deviceCookie(signedIn.deviceToken, req.protocol === 'https'));
  return signedIn.session;
}

/** Runs a password-checking call; a refused password (sign-in's 401, a wrong current password) is reported, then rethrown. */
async function reportingFailure<T>(ctx: AppContext, run: () => Promise<T>, failure: service.SignInFailure): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const refused = e instanceof AppError && (e.code === 'unauthenticated' || e.fields?.current_password !== undefined);
    if (refused) await emit(ctx, 'auth.sign_in_failed', failure);
    throw e;
  }
}

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.signUp, async ({ body, req, reply }) => keepDevice(req, reply, await service.signUp(ctx, body, client(req))));
  handle(app, ctx, routes.signIn, async ({ body, req, reply }) => {
    try {
      const result = await reportingFailure(ctx, () => service.signIn(ctx, body, client(req)), {
        email: body.email,
        ip: req.ip,
        via: 'sign_in',
      });
      // A second factor is on: the challenge goes back, no session and no device cookie yet.
      if ('challenge' in result) return result.challenge;
      return keepDevice(req, reply, result);
    } catch (e) {
      // The account throttle is counted in the service (it depends on the device and address): report it.
      if (e instanceof service.SignInThrottled) reply.headers(rateLimitHeaders(e.limit));
      throw e;
    }
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
  handle(app, ctx, routes.setLocale, async ({ body, actor }) => presentUser(await repo.setUserLocale(ctx.db, actor.userId, body.locale)));
  handle(app, ctx, routes.sessions, async ({ actor }) => {
    const devices = await service.listDevices(ctx, actor);
    return { sessions: devices.map((d) => presentDeviceSession(d, actor.sessionId)) };
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
    await reportingFailure(ctx, () => service.changePassword(ctx, actor, body.current_password, body.new_password), {
      userId: actor.userId,
      ip: req.ip,
      via: 'change_password',
    });
    return { ok: true as const };
  });
  handle(app, ctx, routes.changeEmail, async ({ body, actor, req }) =>
    presentUser(
      await reportingFailure(ctx, () => service.changeEmail(ctx, actor, body.current_password, body.email), {
        userId: actor.userId,
        ip: req.ip,
        via: 'change_email',
      }),
    ),
  );
}
