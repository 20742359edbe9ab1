import { LIMITS } from '@mb/contract/limits';
import { MESSAGES } from '@mb/contract/messages';
import { routes } from '@mb/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { handle } from '../../http/route.ts';
import { storageObjects } from '../../platform/db/platform-schema.ts';
import { BUCKETS, CONTENT_TYPES, isBucket, randomKey } from '../../platform/storage/storage.ts';
import { checkUpload } from '../../platform/storage/upload-check.ts';

/** Multipart overhead allowed above the file limit before the body is refused unread. */
const MULTIPART_SLACK = 64 * 1024;

/** 413 from the Content-Length header, before a byte of the body is read. */
export function assertContentLength(req: FastifyRequest, maxBytes: number, message: string) {
  const len = Number(req.headers['content-length'] ?? 0);
  if (len > maxBytes + MULTIPART_SLACK) throw new AppError('payload_too_large', message);
}

/** Reads the single multipart file field, stopping (413) as soon as it passes maxBytes. */
export async function readSingleFile(req: FastifyRequest, maxBytes: number, messages: { tooLarge: string; noFile: string }) {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', MESSAGES.uploadNotMultipart);
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== 'file') throw new AppError('bad_request', messages.noFile, { file: messages.noFile });
  const body = await part.toBuffer().catch((e: { code?: string }) => {
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', messages.tooLarge, { file: messages.tooLarge });
    throw e;
  });
  if (part.file.truncated) throw new AppError('payload_too_large', messages.tooLarge, { file: messages.tooLarge });
  return { name: part.filename ?? '', declaredType: part.mimetype, body };
}

export function storageRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.upload, async ({ req, actor }) => {
    assertContentLength(req, LIMITS.uploadMaxBytes, MESSAGES.uploadTooLarge);
    const file = await readSingleFile(req, LIMITS.uploadMaxBytes, { tooLarge: MESSAGES.uploadTooLarge, noFile: MESSAGES.avatar.noFile });
    const verdict = await checkUpload(file);
    if (!verdict.ok || !verdict.mime || !verdict.ext) {
      const typeProblem = verdict.reasons.includes('type not allowed');
      throw new AppError(typeProblem ? 'unsupported_media_type' : 'unprocessable', MESSAGES.uploadRejected, {
        file: `${MESSAGES.uploadRejected} (${verdict.reasons.join(', ')})`,
      });
    }
    const key = randomKey(actor.userId, verdict.ext);
    await ctx.storage.put('uploads', key, file.body, verdict.mime);
    await ctx.db
      .insert(storageObjects)
      .values({ bucket: 'uploads', path: key, owner_id: actor.userId, content_type: verdict.mime, size: file.body.length });
    return { bucket: 'uploads', path: key, url: ctx.storage.url('uploads', key), content_type: verdict.mime, size: file.body.length };
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
