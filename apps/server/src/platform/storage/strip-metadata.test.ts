import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripImageMetadata } from './strip-metadata.ts';

/** The EXIF IFD pointer to GPS data (tag 0x8825), in either byte order. */
const hasGpsPointer = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));

const EXIF = {
  IFD0: { Make: 'SpyCam', Model: 'Model X-9000', Software: 'Tracker 1.0' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
};

/** A 40x20 photo taken with the camera on its side (EXIF orientation 6: shown rotated to 20x40). */
const gpsJpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge(EXIF)
    .toBuffer();

describe('stripImageMetadata', () => {
  it('drops a JPEG’s GPS and camera EXIF and applies its orientation to the pixels', async () => {
    const input = await gpsJpeg();
    const before = await sharp(input).metadata();
    expect(hasGpsPointer(before.exif)).toBe(true);
    expect(input.toString('latin1')).toContain('SpyCam');

    const out = await stripImageMetadata(input, 'image/jpeg');
    const after = await sharp(out).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(out.toString('latin1')).not.toMatch(/SpyCam|X-9000|Tracker|Exif\0\0/);
    // Upright: the 40x20 sensor image turned a quarter, with no orientation tag left to apply twice.
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(after.orientation).toBeUndefined();
  });

  it.each([
    ['image/png', (s: Sharp) => s.png()],
    ['image/webp', (s: Sharp) => s.webp()],
  ] as const)('drops the EXIF of a %s and keeps the format', async (mime, encode) => {
    const input = await encode(sharp({ create: { width: 16, height: 16, channels: 4, background: '#e0115f' } }))
      .withExifMerge(EXIF)
      .toBuffer();
    expect(hasGpsPointer((await sharp(input).metadata()).exif)).toBe(true);
    const out = await stripImageMetadata(input, mime);
    const after = await sharp(out).metadata();
    expect(`image/${after.format}`).toBe(mime);
    expect(after.exif).toBeUndefined();
    expect(out.toString('latin1')).not.toContain('SpyCam');
  });

  it('keeps every frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 8, height: 8, channels: 4, background } })
        .png()
        .toBuffer();
    const threeFrames = await sharp([await frame('#ff0000'), await frame('#00ff00'), await frame('#0000ff')], { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(threeFrames).metadata()).pages).toBe(3);
    const after = await sharp(await stripImageMetadata(threeFrames, 'image/gif')).metadata();
    expect(after.format).toBe('gif');
    expect(after.pages).toBe(3);
  });

  it('passes other types through untouched, and refuses bytes that do not decode', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
    expect(await stripImageMetadata(pdf, 'application/pdf')).toBe(pdf);
    const broken = Buffer.concat([(await gpsJpeg()).subarray(0, 200), Buffer.alloc(50)]);
    await expect(stripImageMetadata(broken, 'image/jpeg')).rejects.toThrow();
  });
});
