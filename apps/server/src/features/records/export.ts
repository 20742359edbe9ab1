import type { Record2257 } from '@mb/contract/records';
import { loadPdfLib, pdfSafe } from '../../platform/pdf.ts';
import { loadSharp } from '../../platform/sharp.ts';

// A 2257 record for an inspection (issue 18): one PDF — the record's fields on the first pages, then
// each performer's ID document (an image on a page of its own, a PDF's pages copied in). The fields
// are also written, as JSON, into the document's information dictionary (/Record2257), so a tool or a
// test reads them without parsing the page.

const A4: [number, number] = [595.28, 841.89];

const MARGIN = 50;

export async function buildRecordPdf(input: {
  record: Record2257;
  documents: (Buffer | null)[];
  productName: string;
  exportedAt: Date;
}): Promise<Buffer> {
  const { record, documents } = input;
  const { PDFDict, PDFDocument, PDFName, PDFString, rgb, StandardFonts } = await loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`2257 record for item ${record.item_id}`));
  doc.setProducer(pdfSafe(input.productName));
  doc.setCreationDate(input.exportedAt);
  const fields = {
    record_id: record.id,
    item_id: record.item_id,
    item_title: record.item_title,
    production_date: record.production_date,
    custodian: record.custodian,
    performers: record.performers.map((p) => ({
      user_id: p.user_id,
      role: p.role,
      username: p.username,
      legal_name: p.legal_name,
      date_of_birth: p.date_of_birth,
      id_document_key: p.id_document_key,
      identity_verified: p.identity_verified,
      identity_verified_at: p.identity_verified_at,
      consent: p.consent,
      release_on_file: p.release_on_file,
    })),
    complete: record.complete,
    exported_at: input.exportedAt.toISOString(),
  };
  doc.context.lookup(doc.context.trailerInfo.Info, PDFDict).set(PDFName.of('Record2257'), PDFString.of(pdfSafe(JSON.stringify(fields))));

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const line = (text: string, opts: { size?: number; strong?: boolean; gap?: number } = {}) => {
    const size = opts.size ?? 10;
    if (y < MARGIN + size) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
    page.drawText(pdfSafe(text).slice(0, 110), { x: MARGIN, y, size, font: opts.strong ? bold : regular, color: ink });
    y -= size + (opts.gap ?? 5);
  };

  line('Records required by 18 U.S.C. 2257 and 28 C.F.R. Part 75', { size: 15, strong: true, gap: 12 });
  line(`Item: ${record.item_title ?? '(untitled)'} (${record.item_kind ?? 'media'}), id ${record.item_id}`);
  line(`Production date: ${record.production_date}`);
  line(`Record ${record.id}, opened ${record.created_at}, updated ${record.updated_at}`);
  line(`Custodian of records: ${record.custodian.name}, ${record.custodian.title}`);
  line(`Address: ${record.custodian.address}`, { gap: 12 });
  line(`Exported ${input.exportedAt.toISOString()} from ${input.productName}. Record ${record.complete ? 'complete' : 'INCOMPLETE'}.`, {
    gap: 14,
  });
  for (const p of record.performers) {
    line(`${p.role === 'producer' ? 'Producer and performer' : 'Co-performer'}: ${p.legal_name ?? '(legal name not given)'}`, {
      size: 12,
      strong: true,
    });
    line(`Member ${p.username ? `@${p.username}` : ''} ${p.user_id}`);
    line(`Date of birth: ${p.date_of_birth ?? '(not given)'}`);
    line(`ID document: ${p.id_document_key ?? '(none on file)'}`);
    line(`Identity verification: ${p.identity_verified ? `verified ${p.identity_verified_at ?? ''}` : 'not verified'}`);
    line(
      `Consent: ${p.consent.status === 'producer' ? 'uploader (producer)' : p.consent.status}${p.consent.decided_at ? ` on ${p.consent.decided_at}` : ''}; release on file: ${p.release_on_file ? 'yes' : 'no'}`,
      { gap: 12 },
    );
  }

  for (const [i, p] of record.performers.entries()) {
    const bytes = documents[i];
    if (!bytes) continue;
    try {
      if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
        const src = await PDFDocument.load(bytes, { ignoreEncryption: true });
        for (const copied of await doc.copyPages(src, src.getPageIndices())) doc.addPage(copied);
        continue;
      }
      const png = await doc.embedPng(await (await loadSharp())(bytes).png().toBuffer());
      const docPage = doc.addPage(A4);
      docPage.drawText(pdfSafe(`ID document of ${p.legal_name ?? p.user_id}`), {
        x: MARGIN,
        y: A4[1] - MARGIN,
        size: 12,
        font: bold,
        color: ink,
      });
      const scale = Math.min((A4[0] - 2 * MARGIN) / png.width, (A4[1] - 3 * MARGIN) / png.height, 1);
      docPage.drawImage(png, {
        x: MARGIN,
        y: A4[1] - 2 * MARGIN - png.height * scale,
        width: png.width * scale,
        height: png.height * scale,
      });
    } catch {
      line(`The ID document of ${p.legal_name ?? p.user_id} could not be added; it is kept at ${p.id_document_key}.`);
    }
  }
  return Buffer.from(await doc.save());
}
