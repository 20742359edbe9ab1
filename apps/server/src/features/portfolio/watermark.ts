import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Watermark, WatermarkInput, WatermarkPosition } from '@mb/contract/portfolio-watermark';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { JobInfo } from '../../platform/jobs/jobs.ts';
import { loadSharp } from '../../platform/sharp.ts';
import * as profiles from '../profiles/index.ts';
import * as storage from '../storage/index.ts';
import { WATERMARK_JOB } from './hooks.ts';
import { ffmpegFoundMissing, ffmpegOf, inTempDir, mediaKey, runFfmpeg } from './media.ts';
import * as repo from './repository.ts';

// Watermarks (issue 35; README "Watermarks"): the member's setting, the marked copies of their large
// images (`marked_key`, never the stored original `full_key`) and of their videos (`marked_video_key`,
// never `video_key`), made by the 'portfolio.watermark' job after every change, and for an image at
// upload while the watermark is on (a video's copy is an encode: the job makes it).

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

/** ffmpeg's time for marking a video: 30 s and 3 s per second of video, at most 10 minutes (the job holds its row 15). */
export const videoMarkTimeoutMs = (durationSeconds: number | null) =>
  Math.min(10 * 60_000, 30_000 + Math.ceil((durationSeconds ?? 60) * 3_000));

/**
 * The video with the mark burned in, as H.264 MP4 (what every browser plays): the overlay drawn by
 * sharp as a PNG the size of the video's frames (read from a decoded frame, so a phone's rotation is
 * applied as in the encode) and laid over every frame by ffmpeg, re-encoded (veryfast, CRF 23, 4:2:0),
 * the audio copied (an MP4's; a WebM's Vorbis or Opus becomes AAC, which MP4 players all take), no
 * metadata, the index first for streaming. Works in a temporary directory that is always removed; ffmpeg
 * is killed on the timeout or when `signal` aborts. Throws when ffmpeg is missing or fails.
 */
export async function burnVideoWatermark(
  ffmpeg: string,
  body: Buffer,
  mark: Mark,
  o: { ext: string; durationSeconds: number | null; signal?: AbortSignal },
): Promise<Buffer> {
  const sharp = await loadSharp();
  const signal = o.signal ? { signal: o.signal } : {};
  return inTempDir('mb-mark-', async (dir) => {
    const input = path.join(dir, `in.${o.ext === 'webm' ? 'webm' : 'mp4'}`);
    const frame = path.join(dir, 'frame.png');
    const overlay = path.join(dir, 'overlay.png');
    const out = path.join(dir, 'out.mp4');
    await writeFile(input, body);
    await runFfmpeg(ffmpeg, ['-i', input, '-frames:v', '1', '-f', 'image2', '-c:v', 'png', frame], signal);
    const { width, height } = await sharp(await readFile(frame)).metadata();
    if (!width || !height) throw new Error('video frame without a size');
    await sharp(Buffer.from(overlaySvg(width, height, mark)))
      .png()
      .toFile(overlay);
    // 4:2:0 needs even sides: an odd one loses its last row or column.
    const filter = '[0:v][1:v]overlay=0:0,crop=trunc(iw/2)*2:trunc(ih/2)*2[v]';
    const video = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'];
    const audio = o.ext === 'webm' ? ['-c:a', 'aac', '-b:a', '128k'] : ['-c:a', 'copy'];
    const container = ['-map_metadata', '-1', '-map_chapters', '-1', '-movflags', '+faststart', '-f', 'mp4'];
    await runFfmpeg(
      ffmpeg,
      ['-i', input, '-i', overlay, '-filter_complex', filter, '-map', '[v]', '-map', '0:a?', ...video, ...audio, ...container, out],
      { timeoutMs: videoMarkTimeoutMs(o.durationSeconds), background: true, ...signal },
    );
    const marked = await readFile(out);
    if (!marked.length) throw new Error('ffmpeg wrote an empty video');
    return marked;
  });
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
 * 'member_data.derived_files': the marked copies of the member's pictures and videos. Their export carries the
 * originals they uploaded, never the copies made from them for others (issue 35).
 */
export const markedCopiesOf = async (ctx: AppContext, ownerId: string) => repo.markedKeysOf(ctx.db, ownerId);

/**
 * At upload: the marked copy of a new item's full view when the owner's watermark is on, made with
 * the other sizes; `version` is what the item is made for. A video's marked copy is an encode, too long
 * for the request: its item is left a version behind (its poster marked already), so `catchUpItem`
 * queues the job that makes it; until then others get the poster and no video.
 */
export async function markForUpload(
  ctx: AppContext,
  ownerId: string,
  full: Buffer,
  kind: 'image' | 'video',
): Promise<{ version: number; marked: Buffer | null }> {
  const row = await repo.findWatermark(ctx.db, ownerId);
  if (!row?.enabled) return { version: row?.version ?? 0, marked: null };
  const version = kind === 'video' ? row.version - 1 : row.version;
  try {
    return { version, marked: await burnWatermark(full, await markOf(ctx, row)) };
  } catch (err) {
    // Others get the grid size instead (the presenter's fallback); the upload goes on.
    ctx.log.warn({ err }, 'watermark: a new upload could not be marked');
    return { version, marked: null };
  }
}

/**
 * In an upload's or a restore's transaction: an item behind the owner's watermark (a video, whose copy
 * the job makes; a change made while the file was processed, or while the item was deleted) gets a
 * render of its own.
 */
export async function catchUpItem(ctx: AppContext, tx: Executor, ownerId: string, itemId: string, version: number): Promise<void> {
  const now = await repo.findWatermark(tx, ownerId);
  if (now && now.version !== version) await queueRender(ctx, tx, ownerId, now.version, `:${itemId}:${randomUUID()}`);
}

/**
 * How long one run of the job starts new items: then it hands over to a run of its own, so a portfolio
 * of long videos never outlasts the row's 15-minute hold (this plus one video's timeout stays within it).
 */
const RUN_BUDGET_MS = 4 * 60_000;

/**
 * The job: every item of the owner not yet made for `version` gets its marked copies (watermark on) or
 * loses them (off), a few at a time, each in its own transaction, so a stop or a crash resumes where it
 * was. A newer version's job takes over (this one stops). Idempotent.
 */
export async function renderWatermarks(ctx: AppContext, payload: { owner_id: string; version: number }, job?: JobInfo): Promise<void> {
  const tried = new Set<string>();
  const started = Date.now();
  for (;;) {
    const row = await repo.findWatermark(ctx.db, payload.owner_id);
    if (!row || row.version !== payload.version) return;
    const batch = (await repo.itemsBehind(ctx.db, payload.owner_id, row.version, 8)).filter((i) => !tried.has(i.id));
    if (!batch.length) return;
    const mark = row.enabled ? await markOf(ctx, row) : null;
    for (const item of batch) {
      if (job?.signal.aborted) throw new Error('watermark render stopped; it resumes');
      if (Date.now() - started > RUN_BUDGET_MS) {
        await queueRender(ctx, ctx.db, payload.owner_id, row.version, `:more:${randomUUID()}`);
        return;
      }
      tried.add(item.id);
      // Runs for one owner can overlap (an upload's catch-up beside the change's own run): an item the
      // other has made since this batch was read is not encoded a second time.
      if (!(await repo.isBehind(ctx.db, item.id, row.version))) continue;
      await markItem(ctx, item, row.version, mark, job?.signal);
    }
  }
}

/** The full view with the mark, or null (no original, or sharp failed: others get the grid size). */
async function markedImage(ctx: AppContext, item: repo.ItemRow, mark: Mark): Promise<Buffer | null> {
  const original = await ctx.storage.get('portfolio', item.full_key);
  if (!original) return null;
  try {
    return await burnWatermark(original.body, mark);
  } catch (err) {
    // Others get the grid size instead (the presenter's fallback); the job goes on.
    ctx.log.warn({ err, item: item.id }, 'watermark: the full view could not be marked');
    return null;
  }
}

/**
 * The video with the mark, or null: without ffmpeg, or when it fails or runs out of time, the item
 * still counts as done and others get its (marked) poster and no video, never the original. A stop
 * of the job (`signal`) throws instead, so the next run makes it.
 */
async function markedVideo(ctx: AppContext, item: repo.ItemRow, mark: Mark, signal?: AbortSignal): Promise<Buffer | null> {
  if (!item.video_key) return null;
  const ffmpeg = ffmpegOf(ctx);
  if (ffmpegFoundMissing(ffmpeg)) {
    ctx.log.warn({ item: item.id, ffmpeg }, 'watermark: ffmpeg not found; others get the video’s poster only');
    return null;
  }
  const original = await ctx.storage.get('portfolio', item.video_key);
  if (!original) return null;
  try {
    const ext = item.video_key.split('.').at(-1) ?? 'mp4';
    return await burnVideoWatermark(ffmpeg, original.body, mark, {
      ext,
      durationSeconds: item.duration_seconds,
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    ctx.log.warn({ err, item: item.id, ffmpeg }, 'watermark: the video could not be marked; others get its poster only');
    return null;
  }
}

interface MadeCopy {
  key: string;
  body: Buffer;
  contentType: string;
}

async function markItem(ctx: AppContext, item: repo.ItemRow, version: number, mark: Mark | null, signal?: AbortSignal): Promise<void> {
  const copies: repo.MarkedCopies = { marked_key: null, marked_video_key: null };
  const made: MadeCopy[] = [];
  if (mark) {
    const image = await markedImage(ctx, item, mark);
    if (image) {
      copies.marked_key = mediaKey(item.owner_id, item.id, 'marked', 'webp');
      made.push({ key: copies.marked_key, body: image, contentType: 'image/webp' });
    }
    const video = await markedVideo(ctx, item, mark, signal);
    if (video) {
      copies.marked_video_key = mediaKey(item.owner_id, item.id, 'marked', 'mp4');
      made.push({ key: copies.marked_video_key, body: video, contentType: 'video/mp4' });
    }
  }
  const removeMade = () => Promise.all(made.map((f) => ctx.storage.delete('portfolio', f.key).catch(() => undefined)));
  let changed: repo.MarkedCopies | undefined;
  try {
    for (const f of made) await ctx.storage.put('portfolio', f.key, f.body, f.contentType);
    changed = await ctx.db.transaction(async (tx) => {
      const before = await repo.setMarked(tx, item.id, version, copies);
      if (!before) return undefined;
      if (made.length)
        await storage.recordStoredObjects(
          tx,
          made.map((f) => ({
            bucket: 'portfolio',
            path: f.key,
            owner_id: item.owner_id,
            content_type: f.contentType,
            size: f.body.length,
          })),
        );
      const old = oldKeys(before);
      if (old.length) await storage.forgetStoredObjects(tx, old);
      return before;
    });
  } catch (e) {
    await removeMade();
    throw e;
  }
  // Committed: the copies replaced go; when nothing changed (made for this version already), ours go.
  const drop = changed ? oldKeys(changed) : made.map((f) => f.key);
  for (const key of drop)
    await ctx.storage.delete('portfolio', key).catch((err) => ctx.log.warn({ err, key }, 'watermark: old copy not removed'));
}

const oldKeys = (c: repo.MarkedCopies) => [c.marked_key, c.marked_video_key].filter((k): k is string => k !== null);
