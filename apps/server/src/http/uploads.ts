import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { authenticate } from './auth-hook.ts';
import { wiringOf } from './wiring.ts';

// Reading an upload off the request, for any route that takes one file (storage, avatars). What the
// bytes may be is the feature's call (platform/storage/upload-check.ts); this only gets them safely,
// and shows them to the media scanner the composition root wires in (HttpWiring.screenUpload).

/** Multipart overhead allowed above the file limit before the body is refused unread. */
const MULTIPART_SLACK = 64 * 1024;

/** 413 from the Content-Length header, before a byte of the body is read. */
export function assertContentLength(req: FastifyRequest, maxBytes: number, message: string) {
  const len = Number(req.headers['content-length'] ?? 0);
  if (len > maxBytes + MULTIPART_SLACK) throw new AppError('payload_too_large', message);
}

/** Reads the single multipart file field, stopping (413) as soon as it passes maxBytes. */
export async function readSingleFile(
  req: FastifyRequest,
  maxBytes: number,
  messages: { tooLarge: string; noFile: string },
  opts: { screen?: boolean } = {},
) {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', MESSAGES.uploadNotMultipart);
  // A body the multipart parser cannot split (no boundary, a boundary not in the body, a part cut
  // short) is the client's error: 400, never a 500.
  const unreadable = (e: unknown): never => {
    if (e instanceof AppError) throw e;
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', messages.tooLarge, { file: messages.tooLarge });
    throw new AppError('bad_request', MESSAGES.uploadUnreadable);
  };
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(unreadable);
  if (part?.fieldname !== 'file') throw new AppError('bad_request', messages.noFile, { file: messages.noFile });
  const body = await part.toBuffer().catch(unreadable);
  if (part.file.truncated) throw new AppError('payload_too_large', messages.tooLarge, { file: messages.tooLarge });
  const file = { name: part.filename ?? '', declaredType: part.mimetype, body };
  // The one choke point of member uploads (issue 18): the media scanner sees every file before the
  // route does, so a blocked file is never stored where anyone but staff can reach it. Only the
  // blocklist's own intake (staff hashing an image they add to the list) opts out.
  const screen = wiringOf(req.server).screenUpload;
  if (screen && opts.screen !== false) {
    const actor = await authenticate(req.server, req);
    await screen({ userId: actor?.userId ?? null, ip: req.ip, route: `${req.method} ${req.routeOptions.url ?? req.url}`, file });
  }
  return file;
}
