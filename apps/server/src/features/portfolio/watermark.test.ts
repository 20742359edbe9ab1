import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { burnWatermark, overlaySvg } from './watermark.ts';

// The overlay by its pixels: a flat picture stays flat where the mark is not, and is not where it is.

const flat = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 190, g: 70, b: 110 } } })
    .webp({ quality: 90 })
    .toBuffer();

async function spread(body: Buffer, box: { left: number; top: number; width: number; height: number }) {
  // stats() reads the input, not the pipeline: the region is cut out first.
  const stats = await sharp(await sharp(body).extract(box).png().toBuffer()).stats();
  return Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
}

describe('burnWatermark', () => {
  it('marks the chosen corner and leaves the opposite one as it was', async () => {
    for (const [w, h] of [
      [800, 600],
      [600, 900],
    ] as const) {
      const out = await burnWatermark(await flat(w, h), { text: '@someone_long', position: 'bottom-right', opacity: 80 });
      const meta = await sharp(out).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([w, h, 'webp']);
      const corner = { left: Math.round(w * 0.78), top: Math.round(h * 0.86), width: Math.round(w * 0.18), height: Math.round(h * 0.1) };
      expect(await spread(out, corner)).toBeGreaterThan(6);
      expect(await spread(out, { left: 0, top: 0, width: Math.round(w * 0.3), height: Math.round(h * 0.3) })).toBeLessThan(3);
    }
  });

  it('tiles the text over the whole picture, and escapes it', async () => {
    const out = await burnWatermark(await flat(800, 600), { text: '<b>&"x"', position: 'tiled', opacity: 60 });
    expect(await spread(out, { left: 0, top: 0, width: 160, height: 120 })).toBeGreaterThan(8);
    expect(await spread(out, { left: 640, top: 480, width: 160, height: 120 })).toBeGreaterThan(8);
    expect(overlaySvg(100, 100, { text: '<b>&"x"', position: 'tiled', opacity: 60 })).toContain('&lt;b&gt;&amp;&quot;x&quot;');
  });
});
