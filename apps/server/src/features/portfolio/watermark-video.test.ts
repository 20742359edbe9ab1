import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseBuffer } from 'music-metadata';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4MovieDuration } from './media.ts';
import { burnVideoWatermark } from './watermark.ts';

// A video's mark by its pixels (issue 35): a test pattern clip marked in one corner differs from the
// original there and nowhere else, and comes out a playable MP4 of the same size and length.

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const hasFfmpeg = spawnSync(FFMPEG, ['-version'], { stdio: 'ignore' }).status === 0;

const ffmpeg = (args: string[]) =>
  new Promise<void>((resolve, reject) =>
    execFile(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], (err) => (err ? reject(err) : resolve())),
  );

let dir = '';
let tmp = '';
const previousTmp = process.env.TMPDIR;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mb-video-mark-test-'));
  // burnVideoWatermark's own temporary directories land here, to be counted.
  tmp = await mkdtemp(path.join(os.tmpdir(), 'mb-video-mark-tmp-'));
  process.env.TMPDIR = tmp;
});
afterAll(async () => {
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  await rm(dir, { recursive: true, force: true });
  await rm(tmp, { recursive: true, force: true });
});

/** A test pattern with a tone, carrying a title and a place in its metadata. */
async function clip(name: string, o: { size: string; rate: number; seconds: number; codec: string[]; audio?: string }) {
  const file = path.join(dir, name);
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc=size=${o.size}:rate=${o.rate}`, '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-t', String(o.seconds), ...o.codec, '-c:a', o.audio ?? 'aac', '-shortest'],
    ...['-metadata', 'title=Secret Title', '-metadata', 'location=+48.8584+002.2945/', file],
  ]);
  return readFile(file);
}

/** Whether an MP4 has sound, and in what. */
async function soundOf(body: Buffer) {
  const { format } = await parseBuffer(body, { mimeType: 'video/mp4' });
  return { hasAudio: format.hasAudio, codec: format.codec };
}

/** Frame `n` of a video as raw RGB. */
async function frame(body: Buffer, n: number) {
  const input = path.join(dir, `frame-in-${n}-${Math.random().toString(36).slice(2)}.mp4`);
  const png = `${input}.png`;
  await writeFile(input, body);
  await ffmpeg(['-i', input, '-vf', `select=eq(n\\,${n})`, '-frames:v', '1', '-f', 'image2', '-c:v', 'png', png]);
  return sharp(await readFile(png))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The mean absolute difference of two frames over a region (0-255). */
function difference(
  a: { data: Buffer; info: { width: number } },
  b: { data: Buffer },
  box: { x: number; y: number; w: number; h: number },
) {
  let sum = 0;
  for (let y = box.y; y < box.y + box.h; y++)
    for (let x = box.x; x < box.x + box.w; x++)
      for (let c = 0; c < 3; c++) {
        const i = (y * a.info.width + x) * 3 + c;
        sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
      }
  return sum / (box.w * box.h * 3);
}

// Encoding is slow on a busy test machine: a minute each.
describe.skipIf(!hasFfmpeg)(
  `burnVideoWatermark${hasFfmpeg ? '' : ' (skipped: no ffmpeg on this machine; CI installs it)'}`,
  { timeout: 60_000 },
  () => {
    it('marks the chosen corner of every frame, leaves the opposite one, keeps size, length and sound, drops the metadata', async () => {
      const original = await clip('clip.mp4', { size: '320x240', rate: 10, seconds: 1, codec: ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'] });
      const marked = await burnVideoWatermark(
        FFMPEG,
        original,
        { text: '@someone_long', position: 'bottom-right', opacity: 90 },
        {
          ext: 'mp4',
          durationSeconds: 1,
        },
      );

      // An MP4 (ftyp first), the index before the data (faststart), the same length.
      expect(marked.toString('latin1', 4, 8)).toBe('ftyp');
      expect(marked.indexOf('moov')).toBeLessThan(marked.indexOf('mdat'));
      expect(mp4MovieDuration(marked)).toBeCloseTo(1, 1);
      expect(marked.includes('Secret Title')).toBe(false);
      // The sound is still there, copied (AAC).
      expect(await soundOf(marked)).toEqual({ hasAudio: true, codec: 'MPEG-4/AAC' });

      for (const n of [0, 9]) {
        const [before, after] = await Promise.all([frame(original, n), frame(marked, n)]);
        expect([after.info.width, after.info.height]).toEqual([320, 240]);
        // The plate and text sit in the bottom-right corner; the top-left one is the pattern as it was
        // (give or take the re-encoding).
        expect(difference(before, after, { x: 230, y: 205, w: 70, h: 20 })).toBeGreaterThan(20);
        expect(difference(before, after, { x: 0, y: 0, w: 100, h: 80 })).toBeLessThan(3);
      }
      expect(await readdir(tmp)).toEqual([]);
    });

    it('re-encodes a WebM to MP4, its sound to AAC', async () => {
      const original = await clip('clip.webm', {
        size: '160x120',
        rate: 10,
        seconds: 1,
        codec: ['-c:v', 'libvpx', '-b:v', '200k'],
        audio: 'libopus',
      });
      const marked = await burnVideoWatermark(
        FFMPEG,
        original,
        { text: '@someone', position: 'tiled', opacity: 60 },
        {
          ext: 'webm',
          durationSeconds: 1,
        },
      );
      expect(marked.toString('latin1', 4, 8)).toBe('ftyp');
      expect((await frame(marked, 0)).info).toMatchObject({ width: 160, height: 120 });
      // Opus becomes AAC, which every MP4 player takes.
      expect(await soundOf(marked)).toEqual({ hasAudio: true, codec: 'MPEG-4/AAC' });
    });

    it('kills ffmpeg mid-encode when the job is stopped, and leaves no temporary files', async () => {
      const long = await clip('long.mp4', { size: '640x360', rate: 25, seconds: 20, codec: ['-c:v', 'mpeg4', '-q:v', '12'] });
      const stop = new AbortController();
      const burning = burnVideoWatermark(
        FFMPEG,
        long,
        { text: '@someone', position: 'center', opacity: 50 },
        {
          ext: 'mp4',
          durationSeconds: 20,
          signal: stop.signal,
        },
      );
      // Stopped once the encode has begun (the overlay is drawn just before it).
      const encoding = async () => {
        for (;;) {
          const none: string[] = [];
          for (const d of await readdir(tmp).catch(() => none))
            if ((await readdir(path.join(tmp, d)).catch(() => none)).includes('overlay.png')) return;
          await new Promise((r) => setTimeout(r, 5));
        }
      };
      await encoding();
      stop.abort(new Error('job lock expired'));
      await expect(burning).rejects.toMatchObject({ name: 'AbortError' });
      expect(await readdir(tmp)).toEqual([]);
    });
  },
);
