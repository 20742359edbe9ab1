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

/**
 * A member's PDF with the metadata that tells who made it and with what removed (issue 31): the
 * document information dictionary (Author, Creator, Producer, Title, Subject, Keywords, dates) and
 * every XMP metadata stream, the catalog's and any page's or image's. The file is rewritten whole, so
 * nothing of the old objects (earlier revisions included) is carried over. Throws when pdf-lib cannot
 * open it (damaged, or encrypted: neither can be cleaned, so neither is stored).
 */
export async function stripPdfMetadata(body: Buffer): Promise<Buffer> {
  const { PDFDocument, PDFDict, PDFName, PDFRawStream, PDFRef, PDFStream } = await loadPdfLib();
  const doc = await PDFDocument.load(body, { updateMetadata: false, throwOnInvalidObject: false });
  const METADATA = PDFName.of('Metadata');
  const { context } = doc;
  for (const [ref, obj] of context.enumerateIndirectObjects()) {
    const dict = obj instanceof PDFDict ? obj : obj instanceof PDFStream ? obj.dict : null;
    if (!dict) continue;
    // An XMP packet is a stream of /Type /Metadata; whatever pointed at it loses the pointer.
    if (obj instanceof PDFRawStream || obj instanceof PDFStream) {
      if (dict.get(PDFName.of('Type')) === METADATA) {
        context.delete(ref);
        continue;
      }
    }
    dict.delete(METADATA);
  }
  const info = context.trailerInfo.Info;
  if (info instanceof PDFRef) context.delete(info);
  context.trailerInfo.Info = undefined;
  // Without object streams the rewritten file stays as readable as it came (and as easy to check).
  return Buffer.from(await doc.save({ updateFieldAppearances: false, addDefaultPage: false, useObjectStreams: false }));
}
