import { cleanup, render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

// The QR code component encodes what it is given: the rendered SVG is rasterized here (each module
// PX pixels) and read back with jsQR, the decoder the scanner falls back to.

afterEach(cleanup);

const PX = 4;

/** The SVG's dark modules as an RGBA image, white everywhere else. */
function rasterize(svg: SVGElement) {
  const modules = Number(svg.getAttribute('data-qr-size'));
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  const size = modules * PX;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, xs, ys] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const x0 = Number(xs) * PX;
    const y0 = Number(ys) * PX;
    for (let y = y0; y < y0 + PX; y++) {
      for (let x = x0; x < x0 + PX; x++) {
        const i = (y * size + x) * 4;
        data[i] = 0;
        data[i + 1] = 0;
        data[i + 2] = 0;
      }
    }
  }
  return { data, size };
}

const decode = (svg: SVGElement) => {
  const { data, size } = rasterize(svg);
  return jsQR(data, size, size)?.data ?? null;
};

describe('QrCode', () => {
  it.each([
    ['a ticket code', 'MBT-7K3F-9QXZ-24HD'],
    ['a URL', 'https://modelbase.example/events/3f2c6a1e-8d3b-4c55-9a7e-0f1e2d3c4b5a/ticket?code=MBT-7K3F'],
    ['text with non-ASCII characters', 'Über die Bühne — café ✓'],
  ])('encodes %s so that a decoder reads back exactly the value', (_what, value) => {
    render(<QrCode value={value} label="Ticket QR code" />);
    const svg = screen.getByRole('img', { name: 'Ticket QR code' }) as unknown as SVGElement;
    expect(decode(svg)).toBe(value);
  });

  it('is an accessible image with a default name, the size asked for and a quiet zone', () => {
    render(<QrCode value="hello" size={240} />);
    const svg = screen.getByRole('img', { name: 'QR code' });
    expect(svg.getAttribute('width')).toBe('240');
    expect(svg.getAttribute('height')).toBe('240');
    // No dark module in the two-module border.
    const d = svg.querySelector('path')?.getAttribute('d') ?? '';
    const n = Number(svg.getAttribute('data-qr-size'));
    for (const [, xs, ys] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
      for (const v of [Number(xs), Number(ys)]) {
        expect(v).toBeGreaterThanOrEqual(2);
        expect(v).toBeLessThan(n - 2);
      }
    }
  });

  it('a different value gives a different code', () => {
    render(<QrCode value="MBT-AAAA" testId="a" />);
    render(<QrCode value="MBT-AAAB" testId="b" />);
    const a = screen.getByTestId('a') as unknown as SVGElement;
    const b = screen.getByTestId('b') as unknown as SVGElement;
    expect(a.querySelector('path')?.getAttribute('d')).not.toBe(b.querySelector('path')?.getAttribute('d'));
    expect(decode(a)).toBe('MBT-AAAA');
    expect(decode(b)).toBe('MBT-AAAB');
  });
});
