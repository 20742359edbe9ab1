import type { AdminActionType } from '@mb/contract/admin-activity';
import {
  MEDIA_HASH_MATCH_BITS,
  MEDIA_SAFETY_MESSAGES,
  type MediaHashCategory,
  type MediaHashEntry,
  type MediaSafetyOverview,
  type MediaScanReport,
} from '@mb/contract/media-safety';
import type { ModerationDetails } from '@mb/contract/moderation';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { dHash, hammingDistance } from '../../platform/media-hash.ts';
import { randomKey } from '../../platform/storage/storage.ts';
import { emailOf } from '../auth/index.ts';
import type { ModerationTypeDef } from '../moderation/index.ts';
import * as moderation from '../moderation/index.ts';
import { notify } from '../notifications/index.ts';
import { usernamesOf } from '../profiles/index.ts';
import { recordAdminAction, staffIdsWithPermission } from '../staff/index.ts';
import * as repo from './repository.ts';
import { localScanner, type MediaScanner, type ScanMatch } from './scanner.ts';

// Media safety (issue 18; README.md): the scan every upload passes before the
// route sees it, what a block does (quarantine, report row, urgent queue item, staff alert), and the
// staff's hash list and reports.

export type { MediaScanner, ScanVerdict } from './scanner.ts';

/** The queue kind of a blocked upload: urgent, first in /moderation's list of queues. */
export const MEDIA_BLOCK_MODERATION_TYPE = 'media_block';
/** Quarantined files are linked for staff for this long. */
const FILE_LINK_SECONDS = 300;
const REPORTS_SHOWN = 200;

// Which scanner: the local one unless a test or a real hash-matching service is put in its place.
const scanners = new WeakMap<AppContext, MediaScanner>();
export function useScanner(ctx: AppContext, scanner: MediaScanner): void {
  scanners.set(ctx, scanner);
}
const scannerOf = (ctx: AppContext) => scanners.get(ctx) ?? localScanner(ctx);

export interface Upload {
  userId: string | null;
  ip: string;
  route: string;
  file: { name: string; declaredType?: string; body: Buffer };
}

/**
 * The check every member upload passes (http/uploads.ts calls it through the wiring, before the route
 * sees the file). Clear: nothing happens. Blocked: the bytes go to the private quarantine bucket, a
 * report row, an urgent queue item and an alert to every content moderator are written in one
 * transaction, and the uploader is refused with a neutral message: nothing was stored anywhere they
 * or anyone else could reach, so there is no item, no listing entry and no URL.
 */
export async function screenUpload(ctx: AppContext, upload: Upload): Promise<void> {
  const verdict = await scannerOf(ctx).scan({ body: upload.file.body });
  if (verdict.verdict === 'clear') return;
  await recordBlock(ctx, upload, verdict.match);
  throw new AppError('unprocessable', MEDIA_SAFETY_MESSAGES.uploadBlocked, { file: MEDIA_SAFETY_MESSAGES.uploadBlocked });
}

async function recordBlock(ctx: AppContext, upload: Upload, match: ScanMatch) {
  const uploaderId = upload.userId ?? '00000000-0000-0000-0000-000000000000';
  const type = await (await import('file-type')).fileTypeFromBuffer(upload.file.body).catch(() => undefined);
  const ext = type?.ext && /^[a-z0-9]{2,5}$/.test(type.ext) ? type.ext : 'bin';
  const key = randomKey(uploaderId, ext);
  try {
    await ctx.storage.put('quarantine', key, upload.file.body, type?.mime ?? 'application/octet-stream');
  } catch (err) {
    // The refusal stands either way; the report says the file could not be kept.
    ctx.log.error({ err }, 'media scan: quarantine failed');
  }
  const [email, names] = await Promise.all([
    upload.userId ? emailOf(ctx.db, upload.userId) : undefined,
    upload.userId ? usernamesOf(ctx.db, [upload.userId]) : new Map<string, string | null>(),
  ]);
  await ctx.db.transaction(async (tx) => {
    const report = await repo.insertReport(tx, {
      uploader_id: uploaderId,
      uploader_email: email ?? null,
      uploader_username: names.get(uploaderId) ?? null,
      ip: upload.ip,
      route: upload.route.slice(0, 200),
      hash: match.hash,
      distance: match.distance,
      matched_id: match.entry.id,
      matched_hash: match.entry.hash,
      matched_category: match.entry.category,
      matched_reason: match.entry.reason,
      file_bucket: 'quarantine',
      file_key: key,
      content_type: type?.mime ?? 'application/octet-stream',
      size: upload.file.body.length,
    });
    await moderation.enqueueModeration(ctx, tx, {
      type: MEDIA_BLOCK_MODERATION_TYPE,
      subjectId: report.id,
      ownerId: uploaderId,
      summary: { title: 'Blocked upload (hash match)', report_id: report.id, category: match.entry.category },
    });
    for (const staffId of await staffIdsWithPermission(tx, 'content_moderation')) {
      await notify(ctx, tx, staffId, {
        type: 'system_update',
        title: MEDIA_SAFETY_MESSAGES.alertTitle,
        content: MEDIA_SAFETY_MESSAGES.alertContent,
        action_url: '/admin/media-safety',
      });
    }
  });
  ctx.log.warn({ uploader: uploaderId, distance: match.distance, entry: match.entry.id }, 'media scan: upload blocked');
}

/**
 * The urgent queue kind: the reviewer sees the match and the report (the file itself only through
 * /admin/media-safety's short link). Nobody but staff is ever told: `notices` names no one, so the
 * uploader never hears of the item or its outcome. Approving (confirmed) or rejecting (a false match)
 * closes the item; the report row stays either way.
 */
export const mediaBlockModerationType: ModerationTypeDef = {
  type: MEDIA_BLOCK_MODERATION_TYPE,
  label: 'Urgent: blocked uploads',
  actionUrl: '/admin/media-safety',
  async describe(ctx, item): Promise<ModerationDetails> {
    const report = await repo.findReport(ctx.db, item.subject_id);
    return {
      title: 'An upload matched the media blocklist',
      images: [],
      facts: report
        ? [
            { label: 'Uploaded', value: report.created_at.toISOString(), kind: 'datetime' },
            { label: 'Uploader', value: report.uploader_username ? `@${report.uploader_username}` : report.uploader_id },
            { label: 'Address', value: report.ip },
            { label: 'Category', value: report.matched_category },
            { label: 'Listed as', value: report.matched_reason },
            { label: 'Distance', value: `${report.distance} of 64 bits (match at ${MEDIA_HASH_MATCH_BITS} or fewer)` },
            { label: 'Report', value: '/admin/media-safety', kind: 'link' },
          ]
        : [],
      current: Boolean(report),
    };
  },
  onApprove: async () => undefined,
  onReject: async () => undefined,
  notices: async () => [],
};

// ---------------------------------------------------------------------------------------------------
// Staff: the list and the reports

async function presentHashes(ctx: AppContext, rows: repo.HashRow[]): Promise<MediaHashEntry[]> {
  const [counts, names] = await Promise.all([
    repo.matchCounts(
      ctx.db,
      rows.map((r) => r.id),
    ),
    usernamesOf(ctx.db, [...new Set(rows.map((r) => r.added_by).filter((x): x is string => Boolean(x)))]),
  ]);
  return rows.map((r) => ({
    id: r.id,
    hash: r.hash,
    category: r.category,
    reason: r.reason,
    source: r.source,
    added_by: r.added_by ? { id: r.added_by, name: names.get(r.added_by) ?? 'Staff member' } : null,
    created_at: r.created_at.toISOString(),
    matches: counts.get(r.id) ?? 0,
  }));
}

async function presentReports(ctx: AppContext, rows: repo.ReportRow[]): Promise<MediaScanReport[]> {
  const staff = await usernamesOf(ctx.db, [...new Set(rows.map((r) => r.reported_by).filter((x): x is string => Boolean(x)))]);
  return rows.map((r) => ({
    id: r.id,
    created_at: r.created_at.toISOString(),
    uploader: { id: r.uploader_id, username: r.uploader_username, email: r.uploader_email },
    ip: r.ip,
    route: r.route,
    hash: r.hash,
    distance: r.distance,
    matched: {
      id: r.matched_id,
      hash: r.matched_hash,
      category: r.matched_category as MediaHashCategory,
      reason: r.matched_reason,
    },
    file: { bucket: r.file_bucket, key: r.file_key, content_type: r.content_type, size: r.size },
    file_url: ctx.storage.url('quarantine', r.file_key, FILE_LINK_SECONDS),
    status: r.reported_at ? 'reported' : 'open',
    reported_at: r.reported_at?.toISOString() ?? null,
    report_reference: r.report_reference,
    reported_by: r.reported_by ? { id: r.reported_by, name: staff.get(r.reported_by) ?? 'Staff member' } : null,
  }));
}

export async function overview(ctx: AppContext): Promise<MediaSafetyOverview> {
  const [hashes, reports] = await Promise.all([repo.listHashes(ctx.db), repo.listReports(ctx.db, REPORTS_SHOWN)]);
  return {
    threshold_bits: MEDIA_HASH_MATCH_BITS,
    hashes: await presentHashes(ctx, hashes),
    reports: await presentReports(ctx, reports),
  };
}

/**
 * A hash within the match distance of all zeros or all ones (a flat or evenly shaded picture: each
 * dHash bit says whether a pixel is brighter than its neighbour) would block every plain image.
 */
export function tooLittleDetail(hash: string): boolean {
  const set = hammingDistance(hash, '0000000000000000');
  return set <= MEDIA_HASH_MATCH_BITS || set >= 64 - MEDIA_HASH_MATCH_BITS;
}

async function addHash(
  ctx: AppContext,
  actor: Actor,
  input: { hash: string; category: MediaHashCategory; reason: string; source: 'staff_image' | 'staff_hex' },
) {
  if (tooLittleDetail(input.hash)) {
    const field = input.source === 'staff_image' ? 'file' : 'hash';
    throw new AppError('validation_failed', MEDIA_SAFETY_MESSAGES.tooLittleDetail, { [field]: MEDIA_SAFETY_MESSAGES.tooLittleDetail });
  }
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertHash(tx, { ...input, added_by: actor.userId });
    if (!inserted) throw new AppError('conflict', MEDIA_SAFETY_MESSAGES.hashExists, { hash: MEDIA_SAFETY_MESSAGES.hashExists });
    await audit(tx, actor, 'media_hash_added', inserted.id, { hash: inserted.hash, category: inserted.category, source: inserted.source });
    return inserted;
  });
  return (await presentHashes(ctx, [row]))[0] as MediaHashEntry;
}

export const addHashHex = (ctx: AppContext, actor: Actor, input: { hash: string; category: MediaHashCategory; reason: string }) =>
  addHash(ctx, actor, { ...input, source: 'staff_hex' });

/** The image is hashed in memory and dropped: the list keeps only its hash. */
export async function addHashFromImage(
  ctx: AppContext,
  actor: Actor,
  file: { body: Buffer },
  input: { category: MediaHashCategory; reason: string },
): Promise<MediaHashEntry> {
  const type = await (await import('file-type')).fileTypeFromBuffer(file.body).catch(() => undefined);
  const hash = type && ['image/jpeg', 'image/png', 'image/webp', 'image/gif'].includes(type.mime) ? await dHash(file.body) : null;
  if (!hash) throw new AppError('unsupported_media_type', MEDIA_SAFETY_MESSAGES.notAnImage, { file: MEDIA_SAFETY_MESSAGES.notAnImage });
  return addHash(ctx, actor, { ...input, hash, source: 'staff_image' });
}

export async function removeHash(ctx: AppContext, actor: Actor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const gone = await repo.deleteHash(tx, id);
    if (!gone) throw new AppError('not_found', MEDIA_SAFETY_MESSAGES.hashNotFound);
    await audit(tx, actor, 'media_hash_removed', id, { hash: gone.hash, category: gone.category });
  });
  return { ok: true as const };
}

export async function markReported(ctx: AppContext, actor: Actor, id: string, reference: string): Promise<MediaScanReport> {
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.markReported(tx, id, actor.userId, reference);
    if (!updated) throw new AppError('not_found', MEDIA_SAFETY_MESSAGES.reportNotFound);
    await audit(tx, actor, 'media_scan_reported', id, { reference });
    return updated;
  });
  return (await presentReports(ctx, [row]))[0] as MediaScanReport;
}

const audit = (tx: Executor, actor: Actor, action: AdminActionType, id: string, details: Record<string, unknown>) =>
  recordAdminAction(tx, { adminId: actor.userId, actionType: action, resourceType: 'media_safety', resourceId: id, details });
