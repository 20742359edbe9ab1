// Public pictures (business logos and covers, event and blog pictures) as a `srcset`: the server makes
// narrower copies of the pictures in its public picture buckets (`?w=`, features/storage/resize.ts on
// the server; the same widths), so a phone or a small card fetches what it shows, not the 1920 px file.

/** The widths the server makes copies at (RESIZE_WIDTHS on the server). */
const WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
const RESIZABLE = /^\/storage\/(business-logos|blog)\//;

/**
 * The srcset of a picture stored at most `storedWidth` px wide: a copy at each width below it, and the
 * stored file at its own width. Undefined for a URL the server makes no copies of (another host, a
 * private bucket), which then stays a plain `src`.
 */
export function pictureSrcSet(url: string | null | undefined, storedWidth: number): string | undefined {
  if (!url || !RESIZABLE.test(url)) return undefined;
  const sep = url.includes('?') ? '&' : '?';
  const copies = WIDTHS.filter((w) => w < storedWidth).map((w) => `${url}${sep}w=${w} ${w}w`);
  return copies.length ? [...copies, `${url} ${storedWidth}w`].join(', ') : undefined;
}
