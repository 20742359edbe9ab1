import { COLLAB_LIMITS, COLLAB_MESSAGES } from '@mb/contract/collabs';
import { LIMITS } from '@mb/contract/limits';
import { MESSAGES } from '@mb/contract/ui-text';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { randomKey } from '../../platform/storage/storage.ts';
import { stripMetadata, undecodable } from '../../platform/storage/strip-metadata.ts';
import * as storage from '../storage/index.ts';
import { assertContributor, changed, membership, peopleOf } from './collaborations.ts';
import { presentFile } from './presenter.ts';
import * as repo from './repository.ts';

// Files

/** Spec §5's upload types, all of them: a shoot shares images, clips and PDFs (call sheets, releases). */
const FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'video/mp4', 'video/webm', 'application/pdf'] as const;
const FILE_TYPE_MESSAGE = 'Share images (JPEG, PNG, WebP, GIF), videos (MP4, WebM) or PDFs.';

export async function listFiles(ctx: AppContext, userId: string, collabId: string) {
  await membership(ctx.db, collabId, userId);
  const rows = await repo.filesOf(ctx.db, collabId);
  const people = await peopleOf(
    ctx.db,
    rows.map((f) => f.uploaded_by),
  );
  return { files: rows.map((f) => presentFile(ctx, f, `member:${userId}`, people)) };
}

/** The display name of an uploaded file: its last path segment, no control characters, at most 200 characters. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).at(-1) ?? 'file')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || 'file';

/** Spec §5's check of the bytes (400/413/415/422 before anything about the collaboration is asked). */
export const checkFile = (file: { name: string; declaredType?: string; body: Buffer }) =>
  storage.acceptUpload(file, { allowed: FILE_TYPES, maxBytes: LIMITS.uploadMaxBytes, typeMessage: FILE_TYPE_MESSAGE });

export async function storeFile(
  ctx: AppContext,
  collabId: string,
  file: { name: string; body: Buffer },
  checked: { mime: string; ext: string },
) {
  const { mime, ext } = checked;
  let body: Buffer;
  try {
    body = await stripMetadata(file.body, mime);
  } catch {
    throw new AppError('unprocessable', MESSAGES.uploadRejected, { file: `${MESSAGES.uploadRejected} (${undecodable(mime)})` });
  }
  const key = randomKey(collabId, ext);
  await ctx.storage.put('collabs', key, body, mime);
  return { key, mime, size: body.length, name: displayName(file.name) };
}

/** Removes a stored file whose row was never written (the transaction failed after the upload). */
export const discard = (ctx: AppContext, key: string) =>
  ctx.storage.delete('collabs', key).catch((err) => ctx.log.warn({ err, key }, 'collab file clean-up failed'));

export async function uploadFile(
  ctx: AppContext,
  userId: string,
  collabId: string,
  file: { name: string; declaredType?: string; body: Buffer },
) {
  const checked = await checkFile(file);
  // Checked before the bytes are stored, and again in the transaction that records them.
  const { me } = await membership(ctx.db, collabId, userId);
  assertContributor(me);
  const stored = await storeFile(ctx, collabId, file, checked);
  try {
    return await ctx.db.transaction(async (tx) => {
      const again = await membership(tx, collabId, userId, { lock: true });
      assertContributor(again.me);
      if ((await repo.countFiles(tx, collabId)) >= COLLAB_LIMITS.filesMax) throw new AppError('conflict', COLLAB_MESSAGES.tooManyFiles);
      const row = await repo.insertFile(tx, {
        collab_id: collabId,
        uploaded_by: userId,
        key: stored.key,
        name: stored.name,
        content_type: stored.mime,
        size: stored.size,
      });
      await storage.recordStoredObjects(tx, [
        { bucket: 'collabs', path: stored.key, owner_id: userId, content_type: stored.mime, size: stored.size },
      ]);
      await changed(ctx, tx, collabId, 'files');
      return presentFile(ctx, row, `member:${userId}`, await peopleOf(tx, [userId]));
    });
  } catch (e) {
    await discard(ctx, stored.key);
    throw e;
  }
}

export async function deleteFile(ctx: AppContext, userId: string, collabId: string, fileId: string) {
  const key = await ctx.db.transaction(async (tx) => {
    const { me } = await membership(tx, collabId, userId);
    const f = await repo.findFile(tx, collabId, fileId);
    if (!f) throw new AppError('not_found', COLLAB_MESSAGES.noSuchFile);
    if (f.uploaded_by !== userId && me.role !== 'owner') throw new AppError('forbidden', COLLAB_MESSAGES.fileNotYours);
    await repo.deleteFile(tx, f.id);
    await storage.forgetStoredObjects(tx, [f.key]);
    await changed(ctx, tx, collabId, 'files');
    return f.key;
  });
  await discard(ctx, key);
  return { ok: true as const };
}

/**
 * The `collabs` bucket's guard, asked on every read after the signature held: a `member:<id>` link works
 * only while that member is still in the file's collaboration; a `staff` link only for a file that is
 * part of a post-production order. Anything else (a stranger's forged audience, a deleted file) is refused.
 */
export async function collabFileGuard(ctx: AppContext, file: { key: string; audience: string | null }): Promise<boolean> {
  if (!file.audience) return false;
  const row = await repo.findFileByKey(ctx.db, file.key);
  if (!row) return false;
  if (file.audience === 'staff') return repo.fileInAnOrder(ctx.db, row);
  const [kind, id] = file.audience.split(':');
  if (kind !== 'member' || !id) return false;
  const m = await repo.findMember(ctx.db, row.collab_id, id);
  return m?.state === 'joined';
}
