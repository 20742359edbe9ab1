import { LIMITS } from '@mb/contract/limits';
import { routes } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../http/route.ts';
import { assertContentLength, readSingleFile } from '../../http/uploads.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { BUCKETS, CONTENT_TYPES, isBucket } from '../../platform/storage/storage.ts';
import { asViewer } from '../../platform/viewer.ts';
import { requestedWidth, resizedCopy } from './resize.ts';
import * as service from './service.ts';

export function storageRoutes(app: FastifyInstance, ctx: AppContext) {
  handle(app, ctx, routes.upload, async ({ req, actor }) => {
    assertContentLength(req, LIMITS.uploadMaxBytes, MESSAGES.uploadTooLarge);
    const file = await readSingleFile(req, LIMITS.uploadMaxBytes, { tooLarge: MESSAGES.uploadTooLarge, noFile: MESSAGES.avatar.noFile });
    return service.storeUpload(ctx, actor.userId, file);
  });

  // Files: never rendered as HTML by the browser (nosniff, attachment for anything not an image/video).
  app.get<{ Params: { bucket: string; '*': string }; Querystring: { expires?: string; sig?: string; aud?: string; w?: string } }>(
    '/storage/:bucket/*',
    async (req, reply) => {
      const { bucket } = req.params;
      const key = req.params['*'];
      if (!isBucket(bucket)) throw new AppError('not_found', MESSAGES.fileNotFound);
      const isPrivate = BUCKETS[bucket] === 'private';
      const guard = service.bucketGuard(ctx, bucket);
      const audience = typeof req.query.aud === 'string' ? req.query.aud : undefined;
      // A guarded bucket serves only URLs signed for an audience; the guard then says whether that audience still may read.
      if (isPrivate && guard && audience === undefined) throw new AppError('forbidden', MESSAGES.fileLinkInvalid);
      // A public file's URL may be signed for an audience too (the owner's own avatar): the signature must hold then.
      if ((isPrivate || audience !== undefined) && !ctx.storage.verifySignature(bucket, key, req.query.expires, req.query.sig, audience)) {
        throw new AppError('forbidden', MESSAGES.fileLinkInvalid);
      }
      // As the reader's address: a guard may refuse a member's files to a place they hide from (geo-blocking).
      const allowed = guard ? await asViewer(req.ip, () => guard(ctx, { key, audience: audience ?? null })) : true;
      if (!allowed) throw new AppError('not_found', MESSAGES.fileNotFound);
      const shared = !isPrivate && allowed !== 'private';
      const obj = await ctx.storage.get(bucket, key);
      if (!obj) throw new AppError('not_found', MESSAGES.fileNotFound);
      const ext = key.split('.').at(-1) ?? '';
      let type = CONTENT_TYPES[ext] ?? 'application/octet-stream';
      // A narrower copy of a public picture for a srcset (resize.ts); any other `w` gets the original.
      const width = requestedWidth(bucket, type, req.query.w);
      let body = obj.body;
      if (width) {
        try {
          body = await resizedCopy(bucket, key, obj.body, width);
          type = 'image/webp';
        } catch (err) {
          req.log.warn({ err, bucket, key, width }, 'storage: a narrower copy could not be made; serving the original');
        }
      }
      const inline = type.startsWith('image/') || type.startsWith('video/');
      reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${key.split('/').at(-1)}"`)
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
        .header('cache-control', shared ? 'public, max-age=3600' : isPrivate ? 'private, max-age=300' : 'private, max-age=3600');
      // Private files are never for search engines (portfolio media above all: NSFW must not become indexable images).
      if (isPrivate) reply.header('x-robots-tag', 'noindex, noimageindex');
      if (type.startsWith('video/')) {
        // Video players seek with byte ranges; one range is enough for them.
        reply.header('accept-ranges', 'bytes');
        const range = byteRange(req.headers.range, obj.body.length);
        if (range === 'unsatisfiable') {
          return reply.code(416).header('content-range', `bytes */${obj.body.length}`).send();
        }
        if (range) {
          return reply
            .code(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${obj.body.length}`)
            .send(obj.body.subarray(range.start, range.end + 1));
        }
      }
      return reply.send(body);
    },
  );
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else (several ranges, junk) is ignored and the whole file sent. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
