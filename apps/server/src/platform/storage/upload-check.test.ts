import { crc32 } from 'node:zlib';
import { LIMITS } from '@mb/contract/limits';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_EXTENSIONS, checkUpload } from './upload-check.ts';

// Spec §5 "File upload check": max 10 MB; jpeg, png, webp, gif, mp4, webm, pdf; blocked extensions;
// multiple dots and leading dots rejected; score starts at 100 and must stay at 50 or more.

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', size = 8) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#b0306a' } })
    .toFormat(format)
    .toBuffer();

/** A small but well-formed PDF (header, one empty page, xref, trailer). */
function tinyPdf(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const o of objects) {
    offsets.push(out.length);
    out += `${o}\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A PNG tEXt chunk (length, type, keyword NUL text, CRC) — how a payload hides in image metadata. */
function pngTextChunk(keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const typeAndData = Buffer.concat([Buffer.from('tEXt', 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([len, typeAndData, crc]);
}

/** The opening boxes of an MP4 (ftyp + free), which is what type sniffing reads. */
const tinyMp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom', 'latin1'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('free', 'latin1'),
  ]);

/** An EBML header whose DocType is "webm". */
function tinyWebm(): Buffer {
  const docType = Buffer.concat([Buffer.from([0x42, 0x82, 0x84]), Buffer.from('webm', 'latin1')]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType, Buffer.alloc(32)]);
}

let png: Buffer;
let jpeg: Buffer;
let gif: Buffer;
let webp: Buffer;
let pdf: Buffer;
/** A photo-sized PNG (noise does not compress), well past the first few kilobytes. */
let bigPng: Buffer;

beforeAll(async () => {
  [png, jpeg, gif, webp] = await Promise.all([image('png'), image('jpeg'), image('gif'), image('webp')]);
  pdf = tinyPdf();
  bigPng = await sharp({
    create: { width: 160, height: 160, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
});

describe('accepts real files, typed from their bytes', () => {
  it.each([
    ['photo.png', 'image/png', () => png, 'png'],
    ['photo.jpg', 'image/jpeg', () => jpeg, 'jpg'],
    ['photo.jpeg', 'image/jpeg', () => jpeg, 'jpg'],
    ['anim.gif', 'image/gif', () => gif, 'gif'],
    ['photo.webp', 'image/webp', () => webp, 'webp'],
    ['contract.pdf', 'application/pdf', () => pdf, 'pdf'],
    ['clip.mp4', 'video/mp4', tinyMp4, 'mp4'],
    ['clip.webm', 'video/webm', tinyWebm, 'webm'],
  ] as const)('%s', async (name, mime, body, ext) => {
    const v = await checkUpload({ name, declaredType: mime, body: body() });
    expect(v).toMatchObject({ ok: true, score: 100, reasons: [], mime, ext });
  });

  it('takes the type from the bytes, not from the name or the declared type', async () => {
    const v = await checkUpload({ name: 'photo.gif', declaredType: 'image/gif', body: png });
    expect(v.mime).toBe('image/png');
    expect(v.ext).toBe('png');
  });

  it('accepts a file exactly at the size limit', async () => {
    const v = await checkUpload({ name: 'photo.png', body: png }, { maxBytes: png.length });
    expect(v.ok).toBe(true);
  });
});

describe('rejects', () => {
  it.each(BLOCKED_EXTENSIONS.map((e) => [e]))('the blocked extension .%s, in any case, even over real image bytes', async (ext) => {
    for (const name of [`file.${ext}`, `file.${ext.toUpperCase()}`]) {
      const v = await checkUpload({ name, body: png });
      expect(v.ok, name).toBe(false);
      expect(v.reasons).toContain('blocked extension');
    }
  });

  it('covers every extension the spec blocks', () => {
    expect([...BLOCKED_EXTENSIONS].sort()).toEqual(
      ['php', 'exe', 'bat', 'cmd', 'scr', 'js', 'html', 'htm', 'vbs', 'jar', 'com', 'pif', 'msi'].sort(),
    );
  });

  it.each([['shell.php.png'], ['photo.backup.png'], ['photo..png'], ['photo.png.']])('more than one dot: %s', async (name) => {
    const v = await checkUpload({ name, body: png });
    expect(v.ok).toBe(false);
    expect(v.reasons).toContain('name has more than one dot');
  });

  it.each([['.png'], ['.hidden.png'], ['  .png']])('a name starting with a dot: %j', async (name) => {
    const v = await checkUpload({ name, body: png });
    expect(v.ok).toBe(false);
    expect(v.reasons).toContain('name starts with a dot');
  });

  it('a name with a path or control characters', async () => {
    for (const name of ['../photo.png', 'dir\\photo.png', 'pho\u0000to.png']) {
      const v = await checkUpload({ name, body: png });
      expect(v.ok, JSON.stringify(name)).toBe(false);
    }
  });

  it('wrong magic bytes: a text file named .png', async () => {
    const v = await checkUpload({ name: 'photo.png', declaredType: 'image/png', body: Buffer.from('just some text, not an image\n') });
    expect(v.ok).toBe(false);
    expect(v.reasons).toContain('type not allowed');
    expect(v.mime).toBeUndefined();
  });

  it('a real file of a type that is not allowed (TIFF, ZIP)', async () => {
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60)]);
    for (const [name, body] of [
      ['scan.tiff', tiff],
      ['photo.png', zip],
    ] as const) {
      const v = await checkUpload({ name, body });
      expect(v.ok, name).toBe(false);
      expect(v.reasons).toContain('type not allowed');
    }
  });

  it('an empty file', async () => {
    const v = await checkUpload({ name: 'photo.png', body: Buffer.alloc(0) });
    expect(v.ok).toBe(false);
    expect(v.reasons).toContain('empty file');
  });

  it('a file one byte over the limit, and the default limit is 10 MB', async () => {
    const v = await checkUpload({ name: 'photo.png', body: png }, { maxBytes: png.length - 1 });
    expect(v.ok).toBe(false);
    expect(v.reasons).toContain('too large');
    expect(LIMITS.uploadMaxBytes).toBe(10 * 1024 * 1024);
    const over = Buffer.concat([png, Buffer.alloc(LIMITS.uploadMaxBytes + 1 - png.length)]);
    const big = await checkUpload({ name: 'photo.png', body: over });
    expect(big.ok).toBe(false);
    expect(big.reasons).toContain('too large');
  });

  it.each([
    ['PHP', '<?php system($_GET["c"]); ?>'],
    ['PHP, upper case', '<?PHP echo 1; ?>'],
    ['a script tag', '<script>alert(document.cookie)</script>'],
    ['HTML', '<html><body onload="x()"></body></html>'],
  ])('%s embedded in an image, near the start', async (_, payload) => {
    // A well-formed PNG tEXt chunk right after IHDR, where a metadata comment would be.
    const body = Buffer.concat([png.subarray(0, 33), pngTextChunk('Comment', payload), png.subarray(33)]);
    const v = await checkUpload({ name: 'photo.png', body });
    expect(v.ok).toBe(false);
    expect(v.reasons).toContain('embedded script or markup');
  });

  it.each([
    ['PHP', '<?php system($_GET["c"]); ?>'],
    ['a script tag', '<script src="https://evil.example/x.js"></script>'],
  ])('%s appended after the end of a photo-sized image (a polyglot)', async (_, payload) => {
    expect(bigPng.length).toBeGreaterThan(64 * 1024);
    const v = await checkUpload({ name: 'photo.png', body: Buffer.concat([bigPng, Buffer.from(payload, 'latin1')]) });
    expect(v.ok).toBe(false);
    expect(v.reasons).toContain('embedded script or markup');
  });

  it('a script inside a PDF', async () => {
    const body = Buffer.concat([pdf, Buffer.from('<script>fetch("/api")</script>', 'latin1')]);
    expect((await checkUpload({ name: 'doc.pdf', body })).ok).toBe(false);
  });
});

describe('score', () => {
  it('the threshold is 50 (spec §9)', () => {
    expect(LIMITS.uploadSecurityScoreThreshold).toBe(50);
  });

  it('starts at 100 and a score of exactly 50 still passes', async () => {
    // Wrong extension (-30) and wrong declared type (-20): 50 left.
    const v = await checkUpload({ name: 'photo.gif', declaredType: 'image/gif', body: png });
    expect(v.reasons).toEqual(['extension does not match content', 'declared type does not match content']);
    expect(v.score).toBe(50);
    expect(v.ok).toBe(true);
  });

  it('below 50 fails', async () => {
    const v = await checkUpload({ name: '.png', body: png });
    expect(v.score).toBe(40);
    expect(v.ok).toBe(false);
  });

  it('a stricter allowed list narrows the types', async () => {
    const v = await checkUpload({ name: 'doc.pdf', body: pdf }, { allowed: ['image/png', 'image/jpeg', 'image/webp'] });
    expect(v.ok).toBe(false);
    expect(v.reasons).toContain('type not allowed');
  });
});
