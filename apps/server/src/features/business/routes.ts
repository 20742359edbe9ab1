import { BUSINESS_IMAGE_MAX_BYTES } from '@mb/contract/business';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import { uploadListingImage, uploadPicture } from './images.ts';
import * as service from './service.ts';

async function readImage(req: FastifyRequest) {
  assertContentLength(req, BUSINESS_IMAGE_MAX_BYTES, MESSAGES.avatar.tooLarge);
  return readSingleFile(req, BUSINESS_IMAGE_MAX_BYTES, { tooLarge: MESSAGES.avatar.tooLarge, noFile: MESSAGES.avatar.noFile });
}

export function businessRoutes(app: FastifyInstance, ctx: AppContext) {
  // Every route is /business/me: the signed-in member's own row is the only one a request can reach.
  handle(app, ctx, routes.myBusiness, ({ actor }) => service.getMyBusiness(ctx, actor.userId));
  handle(app, ctx, routes.saveBusinessRegistrationDraft, ({ actor, body }) => service.saveDraft(ctx, actor.userId, body));
  handle(app, ctx, routes.clearBusinessRegistrationDraft, ({ actor }) => service.clearDraft(ctx, actor.userId));
  handle(app, ctx, routes.submitBusinessRegistration, ({ actor, body }) => service.submit(ctx, actor.userId, body));
  handle(app, ctx, routes.updateMyBusiness, ({ actor, body }) => service.updateListing(ctx, actor.userId, body));
  handle(app, ctx, routes.uploadBusinessLogo, async ({ actor, req }) => {
    const { url, business } = await uploadListingImage(ctx, actor.userId, await readImage(req), 'logo');
    return { logo_url: url, business };
  });
  handle(app, ctx, routes.uploadBusinessCover, async ({ actor, req }) => {
    const { url, business } = await uploadListingImage(ctx, actor.userId, await readImage(req), 'cover');
    return { cover_photo_url: url, business };
  });
  handle(app, ctx, routes.uploadBusinessImage, async ({ actor, req }) => uploadPicture(ctx, actor.userId, await readImage(req)));
}
