import { strToU8, zipSync } from 'fflate';
import { PDFDocument, PDFName } from 'pdf-lib';
import { crc32 } from 'node:zlib';

/** A minimal PDF around a catalog's extra entries, as a hostile client would write it by hand. */
export function handWrittenPdf(catalogExtra: string, extraObjects = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogExtra} >> endobj\n` +
      `2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n${extraObjects}` +
      `trailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A PDF written by pdf-lib with the script action inside a compressed object stream: no regex sees it. */
export async function pdfWithScriptInObjectStream(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  const action = document.context.obj({ Type: 'Action', S: 'JavaScript', JS: 'app.alert(1)' });
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

/** A clean PDF written by pdf-lib, with the common, harmless /OpenAction of a page view. */
export async function cleanPdfWithPageOpenAction(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  document.catalog.set(PDFName.of('OpenAction'), document.context.obj([page.ref, PDFName.of('Fit')]));
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

const contentTypes =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A .docx with the usual parts plus `extra`. */
export function docxWith(extra: Record<string, Uint8Array>, options: { withoutDocument?: boolean } = {}): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(contentTypes),
      '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships/>'),
      ...(options.withoutDocument ? {} : { 'word/document.xml': strToU8('<?xml version="1.0"?><w:document/>') }),
      ...extra,
    }),
  );
}

/** A PNG whose header claims `width` × `height` pixels, with a valid CRC: only the header is read. */
export function pngClaiming(width: number, height: number, real: Buffer): Buffer {
  const png = Buffer.from(real);
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
