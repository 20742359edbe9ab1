import { routes } from '@mb/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handle } from '../../http/route.ts';
import type { AppContext } from '../../platform/context.ts';
import * as auth from '../auth/service.ts';
import { presentPasskey, presentStatus } from './presenter.ts';
import * as service from './service.ts';

const client = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
  deviceToken: auth.deviceTokenOf(req.headers.cookie),
});

/** A finished sign-in keeps the browser's device cookie, as a password-only one does (auth routes). */
function keepDevice(req: FastifyRequest, reply: FastifyReply, signedIn: auth.SignedIn) {
  reply.header('set-cookie', auth.deviceCookie(signedIn.deviceToken, req.protocol === 'https'));
  return signedIn.session;
}

/** Two-factor sign-in, passkeys and signed-in devices (issue 18; README.md). */
export function twoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const status = async (actor: Parameters<typeof service.status>[1]) => presentStatus(await service.status(ctx, actor));

  handle(app, ctx, routes.signInCode, async ({ body, req, reply }) =>
    keepDevice(req, reply, await service.signInWithCode(ctx, body, client(req))),
  );
  handle(app, ctx, routes.passkeyOptions, ({ body }) => service.passkeyOptions(ctx, body));
  handle(app, ctx, routes.passkeySignIn, async ({ body, req, reply }) =>
    keepDevice(req, reply, await service.signInWithPasskey(ctx, body, client(req))),
  );

  handle(app, ctx, routes.securityStatus, ({ actor }) => status(actor));
  handle(app, ctx, routes.totpStart, ({ actor }) => service.startTotp(ctx, actor));
  // Turning a second factor on may end the sessions opened with the password alone (issue 31), through
  // the one revocation path, so every instance's access cache drops them at once.
  const signOutOthers = (actor: Parameters<typeof auth.signOutOtherDevices>[1], asked: boolean) =>
    asked ? auth.signOutOtherDevices(ctx, actor) : Promise.resolve(0);
  handle(app, ctx, routes.totpConfirm, async ({ actor, body, req }) => {
    const recovery_codes = await service.confirmTotp(ctx, actor, body.code, req.ip);
    return { recovery_codes, signed_out: await signOutOthers(actor, body.sign_out_others) };
  });
  handle(app, ctx, routes.totpDisable, async ({ actor, body, req }) => {
    await service.disableTotp(ctx, actor, body.current_password, req.ip);
    return status(actor);
  });
  handle(app, ctx, routes.recoveryCodes, async ({ actor, body, req }) => ({
    recovery_codes: await service.regenerateRecoveryCodes(ctx, actor, body.current_password, req.ip),
  }));
  handle(app, ctx, routes.passkeyNewOptions, ({ actor }) => service.passkeyRegistrationOptions(ctx, actor));
  handle(app, ctx, routes.passkeyRegister, async ({ actor, body, req }) => {
    const row = await service.registerPasskey(ctx, actor, body, req.ip);
    await signOutOthers(actor, body.sign_out_others);
    return presentPasskey(row);
  });
  handle(app, ctx, routes.passkeyDelete, async ({ actor, params, req }) => {
    await service.removePasskey(ctx, actor, params.id, req.ip);
    return status(actor);
  });

  handle(app, ctx, routes.revokeDevice, async ({ actor, params }) => ({ revoked: await auth.signOutDevice(ctx, actor, params.id) }));
  handle(app, ctx, routes.revokeOtherDevices, async ({ actor }) => ({ revoked: await auth.signOutOtherDevices(ctx, actor) }));
}
