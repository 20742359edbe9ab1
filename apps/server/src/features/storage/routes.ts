import { LIMITS } from '@mb/contract/limits';
import { MESSAGES } from '@mb/contract/messages';
import { routes } from '@mb/contract/routes';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { BUCKETS, CONTENT_TYPES, isBucket } from '../../platform/storage/storage.ts';
import * as service from './service.ts';

export function storageRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.upload, async ({ req, actor }) => {
    assertContentLength(req, LIMITS.uploadMaxBytes, MESSAGES.uploadTooLarge);
    const file = await readSingleFile(req, LIMITS.uploadMaxBytes, { tooLarge: MESSAGES.uploadTooLarge, noFile: MESSAGES.avatar.noFile });
    return service.storeUpload(ctx, actor.userId, file);
  });

  // Files: never rendered as HTML by the browser (nosniff, attachment for anything not an image/video).
  app.get<{ Params: { bucket: string; '*': string }; Querystring: { expires?: string; sig?: string } }>(
    '/storage/:bucket/*',
    async (req, reply) => {
      const { bucket } = req.params;
      const key = req.params['*'];
      if (!isBucket(bucket)) throw new AppError('not_found', MESSAGES.fileNotFound);
      if (BUCKETS[bucket] === 'private' && !ctx.storage.verifySignature(bucket, key, req.query.expires, req.query.sig)) {
        throw new AppError('forbidden', MESSAGES.fileLinkInvalid);
      }
      const obj = await ctx.storage.get(bucket, key);
      if (!obj) throw new AppError('not_found', MESSAGES.fileNotFound);
      const ext = key.split('.').at(-1) ?? '';
      const type = CONTENT_TYPES[ext] ?? 'application/octet-stream';
      const inline = type.startsWith('image/') || type.startsWith('video/');
      reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${key.split('/').at(-1)}"`)
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
        .header('cache-control', BUCKETS[bucket] === 'public' ? 'public, max-age=3600' : 'private, max-age=300');
      return reply.send(obj.body);
    },
  );
}
