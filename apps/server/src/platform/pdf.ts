// PDFs (license certificates, 2257 inspection exports) are drawn with pdf-lib, loaded on the first
// document rather than at start: it is the heaviest module the server would otherwise evaluate before
// listening (ARCHITECTURE "Start-up").

/** pdf-lib, imported once on first use. */
export const loadPdfLib = () => import('pdf-lib');

/** Text the standard (WinAnsi) fonts can draw: accents folded, anything else '?'. */
export function pdfSafe(s: string): string {
  return Array.from(s)
    .map((ch) => {
      const c = ch.codePointAt(0) ?? 63;
      if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff)) return ch;
      const folded = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return /^[\x20-\x7e]+$/.test(folded) ? folded : '?';
    })
    .join('');
}
