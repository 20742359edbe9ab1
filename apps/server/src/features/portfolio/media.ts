import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PORTFOLIO_IMAGE_TYPES, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, PORTFOLIO_VIDEO_TYPES } from '@mb/contract/portfolio';
import { MESSAGES } from '@mb/contract/ui-text';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSharp } from '../../platform/sharp.ts';
import * as storage from '../storage/index.ts';

// Portfolio media (README.md): the §5 check on the bytes, images re-encoded to WebP
// at two sizes without metadata plus a tiny blurred preview, videos kept as sent (remuxed without
// their metadata when ffmpeg is there) with the duration read from the container and a poster.

export const SIZES = { thumb: 480, full: 1600, blur: 16 } as const;
/** A decompression bomb stops here: ~60 megapixels is beyond any camera a member uploads from. */
const MAX_INPUT_PIXELS = 60_000_000;
/** ffmpeg gets this long for a poster frame or a remux before the generated poster is used. */
const FFMPEG_TIMEOUT_MS = 20_000;

export interface IncomingFile {
  name: string;
  declaredType?: string;
  body: Buffer;
}

export interface ImageRendition {
  thumb: Buffer;
  full: Buffer;
  blurDataUrl: string;
  width: number;
  height: number;
}

export interface ProcessedMedia extends Omit<ImageRendition, 'width' | 'height'> {
  width: number | null;
  height: number | null;
  kind: 'image' | 'video';
  /** The video to store (as sent, or remuxed without metadata); null for images. */
  video: Buffer | null;
  videoExt: 'mp4' | 'webm' | null;
  videoMime: string | null;
  durationSeconds: number | null;
  /** How the poster was made (videos): a frame of the video, or generated. */
  poster: 'frame' | 'generated' | null;
}

/**
 * Spec §5 on the bytes (never the client's word), with the §8/§5 messages: too large (10 MB), a type
 * that is not an image or video we take, anything else the safety check refused.
 */
export async function checkPortfolioFile(file: IncomingFile): Promise<{ kind: 'image' | 'video'; mime: string }> {
  const { mime } = await storage.acceptUpload(file, {
    allowed: [...PORTFOLIO_IMAGE_TYPES, ...PORTFOLIO_VIDEO_TYPES],
    maxBytes: PORTFOLIO_LIMITS.uploadMaxBytes,
    typeMessage: PORTFOLIO_MESSAGES.typeNotAllowed,
  });
  return { kind: mime.startsWith('video/') ? 'video' : 'image', mime };
}

const undecodable = () =>
  new AppError('unprocessable', MESSAGES.uploadRejected, { file: `${MESSAGES.uploadRejected} (the file does not decode)` });

/**
 * Two WebP sizes (grid ~480 px, full up to 1600 px on the long side, never enlarged) with the EXIF
 * orientation applied and every metadata dropped (sharp writes none unless asked: GPS, camera, names
 * go), and a 16 px blurred preview as a data: URL. An animation keeps its first frame.
 */
export async function renderImage(body: Buffer): Promise<ImageRendition> {
  const sharp = await loadSharp();
  try {
    const inside = { fit: 'inside' as const, withoutEnlargement: true };
    // Decoded once, at the full size; the grid size and the preview are made from those pixels (a
    // 2 MB photo cost ~45% more CPU when each size decoded the JPEG again). WebP effort 2 of 6: the
    // files are a few percent larger, the encoding about twice as fast.
    const { data, info } = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(SIZES.full, SIZES.full, inside)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [full, thumb, blur] = await Promise.all([
      sharp(data, raw).webp({ quality: 84, effort: 2 }).toBuffer(),
      sharp(data, raw).resize(SIZES.thumb, SIZES.thumb, inside).webp({ quality: 78, effort: 2 }).toBuffer(),
      sharp(data, raw).resize(SIZES.blur, SIZES.blur, { fit: 'inside' }).blur(1.2).webp({ quality: 40 }).toBuffer(),
    ]);
    return {
      thumb,
      full,
      blurDataUrl: `data:image/webp;base64,${blur.toString('base64')}`,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw undecodable();
  }
}

/** A poster when no frame can be had: a dark 16:9 frame with a play mark. */
export async function generatedPoster(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c1c22"/><stop offset="1" stop-color="#0b0b0e"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#g)"/>
  <circle cx="640" cy="360" r="96" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>
  <path d="M610 305 L700 360 L610 415 Z" fill="#ffffff" fill-opacity="0.85"/>
</svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}

/** The ffmpeg to use: FFMPEG_PATH, else `ffmpeg` on PATH. */
export const ffmpegOf = (ctx: AppContext) => ctx.config.FFMPEG_PATH ?? 'ffmpeg';
/** The ffmpeg commands found missing (ENOENT): asked once per process, not once per video. */
const ffmpegMissing = new Set<string>();
export const ffmpegFoundMissing = (bin: string) => ffmpegMissing.has(bin);
export const isMissingCommand = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Runs ffmpeg quietly (errors only, never reading stdin); rejects when it fails, runs longer than
 * `timeoutMs` (default 20 s) or `signal` aborts: the process is killed then.
 */
export function runFfmpeg(
  bin: string,
  args: string[],
  o: { timeoutMs?: number; signal?: AbortSignal; background?: boolean } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      bin,
      ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args],
      {
        timeout: o.timeoutMs ?? FFMPEG_TIMEOUT_MS,
        maxBuffer: 1024 * 1024,
        killSignal: 'SIGKILL',
        ...(o.signal ? { signal: o.signal } : {}),
      },
      (err) => {
        if (isMissingCommand(err)) ffmpegMissing.add(bin);
        if (err) reject(err);
        else resolve();
      },
    );
    // A long encode (a video's watermark) runs at a lower priority: requests keep the cores they need,
    // the encode takes what is left.
    if (o.background && child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Not allowed here (a container's limits): it runs at the usual priority.
      }
    }
  });
}

/** `work` in a temporary directory of its own, removed afterwards whatever happened. */
export async function inTempDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}

/**
 * With ffmpeg: a frame near the start (1 s in, or the middle of a shorter clip) as PNG, and the video
 * remuxed without its metadata (a phone's video carries where it was shot). Without ffmpeg, or when it
 * fails: no frame, the video as sent.
 */
async function withFfmpeg(ctx: AppContext, body: Buffer, ext: 'mp4' | 'webm', duration: number | null) {
  const bin = ffmpegOf(ctx);
  if (ffmpegFoundMissing(bin)) return { frame: null, video: body };
  return inTempDir('mb-video-', async (dir) => {
    const input = path.join(dir, `in.${ext}`);
    await writeFile(input, body);
    let frame: Buffer | null = null;
    const at = duration && duration < 2 ? duration / 2 : 1;
    try {
      await runFfmpeg(bin, ['-ss', String(at), '-i', input, '-frames:v', '1', '-f', 'image2', '-c:v', 'png', path.join(dir, 'poster.png')]);
      frame = await readFile(path.join(dir, 'poster.png'));
    } catch (err) {
      if (isMissingCommand(err)) {
        ctx.log.info({ ffmpeg: bin }, 'ffmpeg not found: videos get a generated poster and are stored as sent');
        return { frame: null, video: body };
      }
      // Seeking past the end of a very short clip: try the first frame.
      try {
        await runFfmpeg(bin, ['-i', input, '-frames:v', '1', '-f', 'image2', '-c:v', 'png', path.join(dir, 'poster.png')]);
        frame = await readFile(path.join(dir, 'poster.png'));
      } catch (err2) {
        ctx.log.warn({ err: err2 }, 'video poster frame failed; using a generated poster');
      }
    }
    let video = body;
    try {
      const out = path.join(dir, `out.${ext}`);
      const mp4Flags = ext === 'mp4' ? ['-movflags', '+faststart'] : [];
      await runFfmpeg(bin, ['-i', input, '-map', '0', '-map_metadata', '-1', '-c', 'copy', ...mp4Flags, out]);
      const remuxed = await readFile(out);
      if (remuxed.length > 0) video = remuxed;
    } catch (err) {
      ctx.log.warn({ err }, 'video remux without metadata failed; storing it as sent');
    }
    return { frame, video };
  });
}

/**
 * The duration the container states (seconds), read without decoding: music-metadata (WebM; MP4 with
 * an audio track), else the MP4 movie header (`moov/mvhd`), which music-metadata reads but only uses
 * for audio. The file must parse as the type it sniffed as.
 */
async function videoDuration(body: Buffer, mime: string): Promise<number> {
  let d: number | undefined;
  try {
    // Imported on the first video, not at start (a large module most starts never need).
    const { parseBuffer } = await import('music-metadata');
    const meta = await parseBuffer(body, { mimeType: mime, size: body.length }, { duration: true, skipCovers: true });
    d = meta.format.duration;
  } catch {
    throw undecodable();
  }
  if (!(typeof d === 'number' && Number.isFinite(d) && d > 0) && mime === 'video/mp4') d = mp4MovieDuration(body) ?? undefined;
  // A container that states no duration is not a video we can show (a header over garbage).
  if (!(typeof d === 'number' && Number.isFinite(d) && d > 0)) throw undecodable();
  return Math.round(d * 100) / 100;
}

/** Walks the ISO BMFF boxes to moov/mvhd and answers duration / timescale, or null. */
export function mp4MovieDuration(buf: Buffer): number | null {
  const children = (start: number, end: number) => {
    const out: { type: string; body: number; end: number }[] = [];
    let at = start;
    while (at + 8 <= end) {
      let size = buf.readUInt32BE(at);
      const type = buf.toString('latin1', at + 4, at + 8);
      let header = 8;
      if (size === 1) {
        if (at + 16 > end) break;
        size = Number(buf.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) break;
      out.push({ type, body: at + header, end: at + size });
      at += size;
    }
    return out;
  };
  const moov = children(0, buf.length).find((b) => b.type === 'moov');
  const mvhd = moov && children(moov.body, moov.end).find((b) => b.type === 'mvhd');
  if (!mvhd || mvhd.body + 32 > mvhd.end) return null;
  const version = buf.readUInt8(mvhd.body);
  const [timescale, duration] =
    version === 1
      ? [buf.readUInt32BE(mvhd.body + 20), Number(buf.readBigUInt64BE(mvhd.body + 24))]
      : [buf.readUInt32BE(mvhd.body + 12), buf.readUInt32BE(mvhd.body + 16)];
  return timescale > 0 && duration > 0 ? duration / timescale : null;
}

/** Everything an upload becomes; throws the §5 refusals before anything is stored. */
export async function processUpload(ctx: AppContext, file: IncomingFile, kind: 'image' | 'video', mime: string): Promise<ProcessedMedia> {
  if (kind === 'image') {
    const r = await renderImage(file.body);
    return { ...r, kind, video: null, videoExt: null, videoMime: null, durationSeconds: null, poster: null };
  }
  const ext = mime === 'video/webm' ? 'webm' : 'mp4';
  const durationSeconds = await videoDuration(file.body, mime);
  const { frame, video } = await withFfmpeg(ctx, file.body, ext, durationSeconds);
  let poster: ImageRendition | null = null;
  if (frame) poster = await renderImage(frame).catch(() => null);
  const rendition = poster ?? (await renderImage(await generatedPoster()));
  return {
    ...rendition,
    // A generated poster says nothing about the video's own size.
    width: poster ? rendition.width : null,
    height: poster ? rendition.height : null,
    kind,
    video,
    videoExt: ext,
    videoMime: mime,
    durationSeconds,
    poster: poster ? 'frame' : 'generated',
  };
}

/** `<owner>/<item id>/<random>-<variant>.<ext>`: the guard reads the item id back from the key. */
export function mediaKey(ownerId: string, itemId: string, variant: 'thumb' | 'full' | 'video' | 'marked', ext: string): string {
  const random = randomBytes(9)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x');
  return `${ownerId}/${itemId}/${random}-${variant}.${ext}`;
}

/** The item id a portfolio key names, or null when the key is not one of ours. */
export function itemIdOfKey(key: string): string | null {
  const m = /^[0-9a-f-]{36}\/([0-9a-f-]{36})\/[A-Za-z0-9]+-(thumb|full|video|marked)\.[a-z0-9]{2,5}$/.exec(key);
  return m ? (m[1] ?? null) : null;
}
