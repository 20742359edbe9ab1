import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_HASH_MATCH_BITS } from '@mb/contract/media-safety';
import type { AppContext } from '../../platform/context.ts';
import { dHash, hammingDistance } from '../../platform/media-hash.ts';
import * as repo from './repository.ts';

// The media scanner (issue 18; README.md). An interface, so a hash-matching
// service (PhotoDNA-like, over HTTP) can take the local one's place; the local one compares the
// file's perceptual hashes with the staff's blocklist by Hamming distance.

export interface ScannedFile {
  body: Buffer;
}

export interface ScanMatch {
  /** The uploaded picture's (or video frame's) hash. */
  hash: string;
  distance: number;
  entry: { id: string; hash: string; category: string; reason: string };
}

export type ScanVerdict = { verdict: 'clear'; hashes: string[] } | { verdict: 'blocked'; match: ScanMatch };

export interface MediaScanner {
  scan(file: ScannedFile): Promise<ScanVerdict>;
}

/** ffmpeg gets this long to pull the frames of a video. */
const FFMPEG_TIMEOUT_MS = 20_000;

const isVideo = (b: Buffer) =>
  (b.length > 12 && b.toString('latin1', 4, 8) === 'ftyp') || (b.length > 4 && b.readUInt32BE(0) === 0x1a45dfa3);

/**
 * A video's frames to hash: the one the portfolio shows as its poster (1 s in) and one frame every
 * 2 seconds for the first 30 (a blocked picture shown for a moment inside a clip is caught too), as
 * PNG. None without ffmpeg (then the video is not hashed: README.md says so).
 */
async function videoFrames(ctx: AppContext, body: Buffer): Promise<Buffer[]> {
  const bin = ctx.config.FFMPEG_PATH ?? 'ffmpeg';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mb-scan-'));
  const run = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile(bin, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], { timeout: FFMPEG_TIMEOUT_MS }, (err) =>
        err ? reject(err) : resolve(),
      );
    });
  try {
    const input = path.join(dir, 'in');
    await writeFile(input, body);
    await run(['-ss', '1', '-i', input, '-frames:v', '1', '-f', 'image2', '-c:v', 'png', path.join(dir, 'poster.png')]).catch(() => {});
    await run([
      '-i',
      input,
      '-t',
      '30',
      '-vf',
      'fps=1/2',
      '-frames:v',
      '15',
      '-f',
      'image2',
      '-c:v',
      'png',
      path.join(dir, 'f%02d.png'),
    ]).catch((err) => ctx.log.warn({ err }, 'media scan: no frames from the video'));
    const names = (await readdir(dir)).filter((n) => n.endsWith('.png'));
    return Promise.all(names.map((n) => readFile(path.join(dir, n))));
  } catch (err) {
    ctx.log.warn({ err }, 'media scan: video frames failed');
    return [];
  } finally {
    await rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}

/** The perceptual hashes of a file: one for an image (its first frame), the frames' for a video, none else. */
export async function perceptualHashes(ctx: AppContext, body: Buffer): Promise<string[]> {
  if (isVideo(body)) {
    const frames = await videoFrames(ctx, body);
    const hashes = await Promise.all(frames.map((f) => dHash(f)));
    return [...new Set(hashes.filter((h): h is string => h !== null))];
  }
  const h = await dHash(body);
  return h ? [h] : [];
}

/** The built-in scanner: the blocklist in the database, read on every scan (it is small and changes). */
export function localScanner(ctx: AppContext): MediaScanner {
  return {
    async scan(file) {
      // An empty list matches nothing: no decoding (nor ffmpeg for a video) until staff add a hash.
      const list = await repo.allHashes(ctx.db);
      if (!list.length) return { verdict: 'clear', hashes: [] };
      const hashes = await perceptualHashes(ctx, file.body);
      if (!hashes.length) return { verdict: 'clear', hashes };
      let best: ScanMatch | null = null;
      for (const hash of hashes) {
        for (const entry of list) {
          const distance = hammingDistance(hash, entry.hash);
          if (distance <= MEDIA_HASH_MATCH_BITS && (!best || distance < best.distance)) best = { hash, distance, entry };
        }
      }
      return best ? { verdict: 'blocked', match: best } : { verdict: 'clear', hashes };
    },
  };
}
