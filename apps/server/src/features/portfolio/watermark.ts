import { randomUUID } from 'node:crypto';
import type { Watermark, WatermarkInput, WatermarkPosition } from '@mb/contract/portfolio-watermark';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { JobInfo } from '../../platform/jobs/jobs.ts';
import { loadSharp } from '../../platform/sharp.ts';
import * as profiles from '../profiles/index.ts';
import * as storage from '../storage/index.ts';
import { WATERMARK_JOB } from './hooks.ts';
import { mediaKey } from './media.ts';
import * as repo from './repository.ts';

// Watermarks (issue 35; README "Watermarks"): the member's setting, the marked copies of their large
// images (`marked_key`, never the stored original `full_key`), made by the 'portfolio.watermark' job
// after every change and at upload while the watermark is on.

export interface Mark {
  text: string;
  position: WatermarkPosition;
  /** Percent. */
  opacity: number;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

/**
 * The overlay as SVG, the size of the picture: white bold text with a dark outline on a dark plate
 * (corners, centre), or the text repeated on a slant over the whole picture (tiled), at the opacity.
 * The plate shows even where no font is installed (librsvg draws text with fontconfig's fonts).
 */
export function overlaySvg(width: number, height: number, mark: Mark): string {
  const short = Math.min(width, height);
  const text = escapeXml(mark.text);
  const font = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="bold"`;
  const opacity = (mark.opacity / 100).toFixed(2);
  if (mark.position === 'tiled') {
    const size = Math.max(12, Math.round(short * 0.05));
    const textWidth = Math.max(size * 2, mark.text.length * size * 0.62);
    const stepX = Math.round(textWidth + size * 2.5);
    const stepY = Math.round(size * 4);
    const diagonal = Math.ceil(Math.hypot(width, height));
    const lines: string[] = [];
    for (let y = -diagonal; y < diagonal; y += stepY) {
      const shift = (Math.abs(y / stepY) % 2) * (stepX / 2);
      for (let x = -diagonal + shift; x < diagonal; x += stepX) lines.push(`<text x="${Math.round(x)}" y="${y}">${text}</text>`);
    }
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<g opacity="${opacity}" transform="rotate(-30 ${width / 2} ${height / 2}) translate(${width / 2} ${height / 2})" ${font} font-size="${size}" fill="#ffffff" stroke="#000000" stroke-width="${(size / 14).toFixed(1)}" paint-order="stroke">${lines.join('')}</g></svg>`;
  }
  const size = Math.max(12, Math.round(short * 0.045));
  const pad = Math.round(size * 0.5);
  const boxW = Math.round(Math.max(size * 2, mark.text.length * size * 0.62) + pad * 2);
  const boxH = Math.round(size * 1.5);
  const margin = Math.round(size * 0.8);
  const left = mark.position.endsWith('left')
    ? margin
    : mark.position === 'center'
      ? Math.round((width - boxW) / 2)
      : width - boxW - margin;
  const top = mark.position.startsWith('top')
    ? margin
    : mark.position === 'center'
      ? Math.round((height - boxH) / 2)
      : height - boxH - margin;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<g opacity="${opacity}"><rect x="${left}" y="${top}" width="${boxW}" height="${boxH}" rx="${Math.round(size / 4)}" fill="#000000" fill-opacity="0.55"/>
<text x="${left + boxW / 2}" y="${top + boxH / 2}" text-anchor="middle" dominant-baseline="central" ${font} font-size="${size}" fill="#ffffff" stroke="#000000" stroke-width="${(size / 16).toFixed(1)}" paint-order="stroke">${text}</text></g></svg>`;
}

/** The picture with the mark burned in, as WebP (the full view's encoding). */
export async function burnWatermark(body: Buffer, mark: Mark): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height } = await sharp(body).metadata();
  if (!width || !height) throw new Error('image without a size');
  return sharp(body)
    .composite([{ input: Buffer.from(overlaySvg(width, height, mark)), top: 0, left: 0 }])
    .webp({ quality: 84, effort: 2 })
    .toBuffer();
}

/** What the watermark writes: the custom text, or the member's @username. */
async function markOf(ctx: AppContext, row: repo.WatermarkRow): Promise<Mark> {
  let text = row.text_source === 'custom' && row.custom_text ? row.custom_text : '';
  if (!text) {
    const card = (await profiles.memberCards(ctx.db, [row.owner_id])).get(row.owner_id);
    text = card?.username ? `@${card.username}` : '';
  }
  return { text, position: row.position as WatermarkPosition, opacity: row.opacity };
}

const DEFAULTS = { enabled: false, text_source: 'username', custom_text: null, position: 'bottom-right', opacity: 40, version: 0 } as const;

async function present(ctx: AppContext, userId: string, row: repo.WatermarkRow | undefined): Promise<Watermark> {
  const v = row ?? { ...DEFAULTS, owner_id: userId, updated_at: null };
  const [mark, progress] = await Promise.all([
    markOf(ctx, { ...v, updated_at: v.updated_at ?? new Date() }),
    repo.markProgress(ctx.db, userId, v.version),
  ]);
  return {
    enabled: v.enabled,
    text_source: v.text_source,
    custom_text: v.custom_text,
    position: mark.position,
    opacity: v.opacity,
    text: mark.text,
    version: v.version,
    progress: { ...progress, state: !row ? 'idle' : progress.done >= progress.total ? 'done' : 'rendering' },
    updated_at: v.updated_at ? v.updated_at.toISOString() : null,
  };
}

export async function myWatermark(ctx: AppContext, userId: string): Promise<Watermark> {
  return present(ctx, userId, await repo.findWatermark(ctx.db, userId));
}

/** A new version of the member's watermark, and the job that brings every copy up to it, in one transaction. */
export async function setWatermark(ctx: AppContext, userId: string, input: WatermarkInput): Promise<Watermark> {
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.saveWatermark(tx, userId, {
      enabled: input.enabled,
      text_source: input.text_source,
      custom_text: input.custom_text || null,
      position: input.position,
      opacity: input.opacity,
    });
    await queueRender(ctx, tx, userId, saved.version);
    return saved;
  });
  return present(ctx, userId, row);
}

const queueRender = (ctx: AppContext, tx: Executor, ownerId: string, version: number, suffix = '') =>
  ctx.jobs.enqueue(tx, {
    kind: WATERMARK_JOB,
    payload: { owner_id: ownerId, version },
    key: `${WATERMARK_JOB}:${ownerId}:${version}${suffix}`,
  });

/** For the owners among `ownerIds` whose watermark is on, others get the marked copies. */
export const watermarkedOwners = (ctx: AppContext, ownerIds: readonly string[]) => repo.watermarkedOwners(ctx.db, ownerIds);

/**
 * 'member_data.derived_files': the marked copies of the member's pictures. Their export carries the
 * originals they uploaded, never the copies made from them for others (issue 35).
 */
export const markedCopiesOf = async (ctx: AppContext, ownerId: string) => repo.markedKeysOf(ctx.db, ownerId);

/**
 * At upload: the marked copy of a new item's full view when the owner's watermark is on, made with
 * the other sizes; `version` is what the item is made for.
 */
export async function markForUpload(ctx: AppContext, ownerId: string, full: Buffer): Promise<{ version: number; marked: Buffer | null }> {
  const row = await repo.findWatermark(ctx.db, ownerId);
  if (!row?.enabled) return { version: row?.version ?? 0, marked: null };
  try {
    return { version: row.version, marked: await burnWatermark(full, await markOf(ctx, row)) };
  } catch (err) {
    // Others get the grid size instead (the presenter's fallback); the upload goes on.
    ctx.log.warn({ err }, 'watermark: a new upload could not be marked');
    return { version: row.version, marked: null };
  }
}

/**
 * In an upload's or a restore's transaction: an item behind the owner's watermark (a change made while
 * the file was processed, or while the item was deleted) gets a render of its own.
 */
export async function catchUpItem(ctx: AppContext, tx: Executor, ownerId: string, itemId: string, version: number): Promise<void> {
  const now = await repo.findWatermark(tx, ownerId);
  if (now && now.version !== version) await queueRender(ctx, tx, ownerId, now.version, `:${itemId}:${randomUUID()}`);
}

/**
 * The job: every item of the owner not yet made for `version` gets its marked copy (watermark on) or
 * loses it (off), a few at a time, each in its own transaction, so a stop or a crash resumes where it
 * was. A newer version's job takes over (this one stops). Idempotent.
 */
export async function renderWatermarks(ctx: AppContext, payload: { owner_id: string; version: number }, job?: JobInfo): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const row = await repo.findWatermark(ctx.db, payload.owner_id);
    if (!row || row.version !== payload.version) return;
    const batch = (await repo.itemsBehind(ctx.db, payload.owner_id, row.version, 8)).filter((i) => !tried.has(i.id));
    if (!batch.length) return;
    const mark = row.enabled ? await markOf(ctx, row) : null;
    for (const item of batch) {
      if (job?.signal.aborted) throw new Error('watermark render stopped; it resumes');
      tried.add(item.id);
      await markItem(ctx, item, row.version, mark);
    }
  }
}

async function markItem(ctx: AppContext, item: repo.ItemRow, version: number, mark: Mark | null): Promise<void> {
  let key: string | null = null;
  let body: Buffer | null = null;
  if (mark) {
    const original = await ctx.storage.get('portfolio', item.full_key);
    if (original) {
      try {
        body = await burnWatermark(original.body, mark);
      } catch (err) {
        // Others get the grid size instead (the presenter's fallback); the job goes on.
        ctx.log.warn({ err, item: item.id }, 'watermark: the full view could not be marked');
      }
    }
    if (body) {
      key = mediaKey(item.owner_id, item.id, 'marked', 'webp');
      await ctx.storage.put('portfolio', key, body, 'image/webp');
    }
  }
  let changed: { old: string | null } | undefined;
  try {
    changed = await ctx.db.transaction(async (tx) => {
      const before = await repo.setMarked(tx, item.id, version, key);
      if (!before) return undefined;
      if (key && body)
        await storage.recordStoredObjects(tx, [
          { bucket: 'portfolio', path: key, owner_id: item.owner_id, content_type: 'image/webp', size: body.length },
        ]);
      if (before.old) await storage.forgetStoredObjects(tx, [before.old]);
      return before;
    });
  } catch (e) {
    if (key) await ctx.storage.delete('portfolio', key).catch(() => undefined);
    throw e;
  }
  const drop = changed ? changed.old : key;
  if (drop) await ctx.storage.delete('portfolio', drop).catch((err) => ctx.log.warn({ err, key: drop }, 'watermark: old copy not removed'));
}
