import { MESSAGE_ATTACHMENT_TYPES, MESSAGING_LIMITS, MESSAGING_MESSAGES, type MessageAttachment } from '@mb/contract/messaging';
import { MESSAGES } from '@mb/contract/ui-text';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { randomKey } from '../../platform/storage/storage.ts';
import { stripMetadata, undecodable } from '../../platform/storage/strip-metadata.ts';
import * as portfolio from '../portfolio/index.ts';
import * as storage from '../storage/index.ts';
import { memberOrNotFound } from './conversations.ts';
import { presentAttachment } from './presenter.ts';
import * as repo from './repository.ts';

// Attachments: uploading a file to a conversation, and who may read it back.

/** A PDF attachment rewritten without its metadata; one that cannot be opened is refused, never stored as it is. */
async function pdfWithoutMetadata(body: Buffer): Promise<Buffer> {
  try {
    return await stripMetadata(body, 'application/pdf');
  } catch {
    const why = `${MESSAGES.uploadRejected} (${undecodable('application/pdf')})`;
    throw new AppError('unprocessable', MESSAGES.uploadRejected, { file: why });
  }
}

export async function uploadAttachment(
  ctx: AppContext,
  userId: string,
  id: string,
  file: { name: string; declaredType?: string; body: Buffer },
  q: { nsfw?: 'true' | 'false' },
): Promise<MessageAttachment> {
  // The file is judged first (spec §5's check says what is wrong with it), then where it goes.
  const { mime, ext } = await storage.acceptUpload(file, {
    allowed: MESSAGE_ATTACHMENT_TYPES,
    maxBytes: MESSAGING_LIMITS.attachmentMaxBytes,
    typeMessage: MESSAGING_MESSAGES.attachmentType,
  });
  const member = await memberOrNotFound(ctx.db, userId, id);
  if (member.status !== 'accepted') throw new AppError('forbidden', MESSAGING_MESSAGES.requestWaiting);
  const isPdf = mime === 'application/pdf';
  // Images are re-encoded without metadata (a phone photo's GPS position stays home) and get a blur
  // preview; a PDF loses its author, creator and XMP (issue 31).
  const image = isPdf ? null : await portfolio.renderImage(file.body);
  const body = image ? image.full : await pdfWithoutMetadata(file.body);
  const contentType = image ? 'image/webp' : mime;
  const key = randomKey(userId, image ? 'webp' : ext);
  await ctx.storage.put('messages', key, body, contentType);
  const name = (file.name || (isPdf ? 'document.pdf' : 'image')).replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file';
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const row = await repo.insertAttachment(tx, {
        conversation_id: id,
        uploader_id: userId,
        key,
        kind: isPdf ? 'pdf' : 'image',
        name,
        content_type: contentType,
        size: body.length,
        width: image?.width ?? null,
        height: image?.height ?? null,
        blur_data_url: image?.blurDataUrl ?? null,
        nsfw: !isPdf && q.nsfw === 'true',
      });
      await storage.recordStoredObjects(tx, [
        { bucket: 'messages', path: key, owner_id: userId, content_type: contentType, size: body.length },
      ]);
      return row;
    });
    return presentAttachment(ctx, row, userId);
  } catch (e) {
    await ctx.storage.delete('messages', key).catch((err) => ctx.log.warn({ err, key }, 'attachment clean-up failed'));
    throw e;
  }
}

/** `/storage/messages/<key>` answers only a URL signed for a member who is still in the file's conversation. */
export async function attachmentGuard(ctx: AppContext, file: { key: string; audience: string | null }): Promise<boolean> {
  const m = file.audience?.match(/^member:([0-9a-f-]{36})$/);
  if (!m?.[1]) return false;
  return repo.attachmentReadable(ctx.db, file.key, m[1]);
}
