import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { repoRoot } from '../config.ts';

/** Real files of every allowed type, made for the test rather than trusted from a fixture folder. */
export async function sampleFiles() {
  const image = sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 11, g: 31, b: 58 } } });
  const jpeg = await image.clone().jpeg().toBuffer();
  const png = await image.clone().png().toBuffer();
  const pdfFolder = path.join(repoRoot, 'api/seed/media/openings/jd');
  const pdfName = readdirSync(pdfFolder).find((name) => name.endsWith('.pdf'));
  if (!pdfName) throw new Error(`no PDF in ${pdfFolder}`);
  const pdf = readFileSync(path.join(pdfFolder, pdfName));
  const docx = Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships/>'),
      'word/document.xml': strToU8('<?xml version="1.0"?><w:document/>'),
    }),
  );
  // An OLE compound file header: what every .doc starts with.
  const doc = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
  const zip = Buffer.from(zipSync({ 'notes.txt': strToU8('not a word document') }));
  return { jpeg, png, pdf, docx, doc, zip };
}

/** A photo-like JPEG: a lit shape over a gradient, with grain, so that no encoder makes it trivially small. */
export async function samplePhoto(width: number, height: number, orientation?: number): Promise<Buffer> {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<linearGradient id="g" x2="1" y2="1"><stop stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>' +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`,
  );
  const grain = sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 10 } },
  });
  const jpeg = grain
    .composite([{ input: await sharp(scene).png().toBuffer(), blend: 'overlay' }])
    .jpeg({ quality: 90 });
  return (orientation ? jpeg.withMetadata({ orientation }) : jpeg).toBuffer();
}
