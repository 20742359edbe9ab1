import { describeTerms, formatLicenseCode, partyLabel } from '@mb/contract/licensing';
import { formatMoney } from '@mb/contract/money';
import { loadPdfLib, pdfSafe } from '../../platform/pdf.ts';
import type { LicenseRow } from './repository.ts';

// The license certificate (issue 16): one A4 page drawn with pdf-lib from the stored license, so the
// same license always gives the same content. The code is also written, uncompressed, into the
// document's information dictionary (/LicenseCode) so tools and tests can read it without parsing
// the page. The certificate says how to check the license: its validity lives on the verification page.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

const day = (d: Date) => d.toISOString().slice(0, 10);

export interface CertificateInput {
  license: LicenseRow;
  productName: string;
  verifyUrl: string;
  /** The item's small JPEG, when kept. */
  thumbJpeg: Buffer | null;
}

export async function buildCertificate({ license: l, productName, verifyUrl, thumbJpeg }: CertificateInput): Promise<Buffer> {
  const { PDFDict, PDFDocument, PDFName, PDFString, rgb, StandardFonts } = await loadPdfLib();
  const doc = await PDFDocument.create();
  const code = formatLicenseCode(l.code);
  doc.setTitle(pdfSafe(`License certificate ${code}`));
  doc.setSubject(pdfSafe(`License ${code} for ${l.item_title ?? 'a portfolio item'}`));
  doc.setProducer(pdfSafe(productName));
  doc.setCreator(pdfSafe(`${productName} MB Licensing`));
  doc.setCreationDate(l.issued_at);
  doc.setModificationDate(l.issued_at);
  // setTitle made the information dictionary; the code goes in beside it as a plain (literal) string.
  doc.context.lookup(doc.context.trailerInfo.Info, PDFDict).set(PDFName.of('LicenseCode'), PDFString.of(code));

  const page = doc.addPage(A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.CourierBold);
  const ink = rgb(0.1, 0.1, 0.12);
  const muted = rgb(0.38, 0.38, 0.42);
  const accent = rgb(0.08, 0.5, 0.24);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;

  const line = (text: string, opts: { size?: number; font?: typeof regular; color?: typeof ink; gap?: number } = {}) => {
    const size = opts.size ?? 11;
    const font = opts.font ?? regular;
    for (const part of wrap(pdfSafe(text), font, size, width)) {
      y -= size + 4;
      page.drawText(part, { x: MARGIN, y, size, font, color: opts.color ?? ink });
    }
    y -= opts.gap ?? 0;
  };

  page.drawRectangle({ x: 0, y: A4[1] - 10, width: A4[0], height: 10, color: accent });
  line(productName, { size: 12, font: bold, color: accent, gap: 6 });
  line('License certificate', { size: 26, font: bold, gap: 10 });
  line('License code', { size: 10, color: muted });
  line(code, { size: 22, font: mono, gap: 14 });

  // The item: its picture beside its name.
  let imageBottom = y;
  if (thumbJpeg) {
    try {
      const img = await doc.embedJpg(thumbJpeg);
      const w = 150;
      const h = (img.height / img.width) * w;
      page.drawImage(img, { x: A4[0] - MARGIN - w, y: y - h, width: w, height: h });
      imageBottom = y - h - 10;
    } catch {
      // An unreadable picture leaves the certificate without it.
    }
  }
  const terms = describeTerms(l.terms);
  const rows: [string, string][] = [
    ['Licensed item', `${l.item_title || 'Untitled'} (${l.item_kind})`],
    ['Licensor', partyLabel({ name: l.licensor_name, username: l.licensor_username })],
    ['Licensee', partyLabel({ name: l.licensee_name, username: l.licensee_username })],
    ['Usage', terms.usage],
    ['Territory', terms.territory],
    ['Duration', terms.duration],
    ['Exclusivity', terms.exclusivity],
    ['Price paid', formatMoney(l.paid_minor, l.currency)],
    ['Issued', `${day(l.issued_at)} (UTC)`],
    ['Expires', l.expires_at ? `${day(l.expires_at)} (UTC)` : 'Never (perpetual)'],
  ];
  const textWidth = thumbJpeg ? width - 170 : width;
  for (const [label, value] of rows) {
    y -= 14;
    page.drawText(pdfSafe(label), { x: MARGIN, y, size: 9, font: regular, color: muted });
    for (const part of wrap(pdfSafe(value), bold, 12, y > imageBottom ? textWidth : width)) {
      y -= 15;
      page.drawText(part, { x: MARGIN, y, size: 12, font: bold, color: ink });
    }
  }
  y = Math.min(y, imageBottom) - 24;
  line('Check this license', { size: 13, font: bold, gap: 2 });
  line(
    'A license can be revoked or expire. Its current status, parties and terms are shown at this address, or by entering the code on the verification page:',
    { size: 10, color: muted, gap: 4 },
  );
  line(verifyUrl, { size: 11, font: bold, color: accent, gap: 16 });
  line(
    `This certificate was issued by ${productName} when the licensee paid for the license. Every co-performer tagged on the item had confirmed their consent, or a signed release was on file, when it was offered.`,
    { size: 9, color: muted },
  );

  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** Splits text into lines that fit `max` points (long words are cut). */
function wrap(text: string, font: { widthOfTextAtSize(t: string, s: number): number }, size: number, max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= max) {
      current = next;
      continue;
    }
    if (current) out.push(current);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > max && rest.length > 1) {
      let n = rest.length - 1;
      while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > max) n--;
      out.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    current = rest;
  }
  if (current) out.push(current);
  return out.length ? out : [''];
}
