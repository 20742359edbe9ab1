import { loadSharp } from './sharp.ts';

// Perceptual hashing for the media scanner (apps/server/src/features/media-safety/README.md). A dHash: the picture as
// a 9 x 8 greyscale grid (the EXIF orientation applied, so a photo and its rotated copy agree), one
// bit per pair of neighbours in a row (left brighter than right). Resizing, recompressing, metadata,
// small colour or brightness changes leave it within a few bits; a different picture is about 32 bits
// away. 64 bits as 16 hex digits.

/** A decompression bomb stops here (as for every other decode of member images). */
const MAX_INPUT_PIXELS = 60_000_000;

/** The dHash of an image's (first frame's) pixels, or null when the bytes are not an image sharp decodes. */
export async function dHash(bytes: Buffer): Promise<string | null> {
  const sharp = await loadSharp();
  let data: Buffer;
  try {
    data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
  } catch {
    return null;
  }
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = data[y * 9 + x] ?? 0;
      const right = data[y * 9 + x + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits two hashes differ in. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}
