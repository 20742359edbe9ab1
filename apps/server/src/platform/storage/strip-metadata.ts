import { stripPdfMetadata } from '../pdf.ts';
import { loadSharp } from '../sharp.ts';

/** A decompression bomb stops here (the avatar path uses the same bound). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An image with no metadata left: EXIF (GPS position, camera, serial numbers, time), XMP, IPTC and
 * comments are dropped by re-encoding in the same format; the EXIF orientation is applied to the
 * pixels first, so the picture still shows the right way up. Animated GIF and WebP keep their frames.
 * Other types (video, PDF) are returned as they are. Throws when the bytes do not decode.
 */
export async function stripImageMetadata(body: Buffer, mime: string): Promise<Buffer> {
  if (!mime.startsWith('image/')) return body;
  const animated = mime === 'image/gif' || mime === 'image/webp';
  const sharp = await loadSharp();
  const input = () => sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated });
  const meta = await input().metadata();
  let img = input();
  // rotate() with no angle applies the EXIF orientation (single frames only: frames of an animation have none).
  if ((meta.pages ?? 1) === 1) img = img.rotate();
  switch (mime) {
    case 'image/jpeg':
      return img.jpeg({ quality: 90 }).toBuffer();
    case 'image/png':
      return img.png({ palette: meta.isPalette === true }).toBuffer();
    case 'image/webp':
      return img.webp({ quality: 90 }).toBuffer();
    case 'image/gif':
      return img.gif().toBuffer();
    default:
      throw new Error(`no re-encoder for ${mime}`);
  }
}

/**
 * A member's file with no metadata left, whatever its type: images re-encoded (stripImageMetadata),
 * PDFs rewritten without their author, creator and XMP (stripPdfMetadata); video as it is. Throws when
 * the bytes do not decode.
 */
export async function stripMetadata(body: Buffer, mime: string): Promise<Buffer> {
  if (mime === 'application/pdf') return stripPdfMetadata(body);
  return stripImageMetadata(body, mime);
}

/** Why stripMetadata refused the bytes, for the upload's message. */
export const undecodable = (mime: string) =>
  mime === 'application/pdf' ? 'the PDF cannot be opened: damaged or encrypted' : 'image does not decode';
