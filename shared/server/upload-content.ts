import { Unzip, UnzipInflate } from 'fflate';
import type { PDFObject } from 'pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import sharp from 'sharp';
import {
  DOCX_FORBIDDEN_PARTS,
  DOCX_MAX_ENTRIES,
  DOCX_MAX_UNCOMPRESSED_BYTES,
  DOCX_REQUIRED_PARTS,
  IMAGE_MAX_INPUT_PIXELS,
  PDF_FORBIDDEN_ACTIONS,
  PDF_FORBIDDEN_KEYS,
  POLYGLOT_MARKERS,
  uploadMessages,
} from './upload-policy.ts';

/** A refusal's message, or undefined when the content may be stored. */
type Inspection = string | undefined;

function hasPolyglotMarkup(bytes: Buffer): boolean {
  // latin1 keeps one character per byte, so markers are found wherever they sit.
  const text = bytes.toString('latin1').toLowerCase();
  return POLYGLOT_MARKERS.some((marker) => text.includes(marker));
}

/** True when this object, or anything inside it (not following references), holds or triggers script. */
function isActive(root: PDFObject): boolean {
  const stack: PDFObject[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    const dict = node instanceof PDFStream ? node.dict : node;
    if (dict instanceof PDFDict) {
      for (const [key, value] of dict.entries()) {
        const name = key.decodeText();
        if (PDF_FORBIDDEN_KEYS.includes(name)) return true;
        if (name === 'S' && value instanceof PDFName && PDF_FORBIDDEN_ACTIONS.includes(value.decodeText())) return true;
        if (name === 'Launch') return true;
        stack.push(value);
      }
    } else if (dict instanceof PDFArray) {
      stack.push(...dict.asArray());
    }
  }
  return false;
}

/**
 * Parses the PDF (pdf-lib: every object, object streams included, names
 * with `#xx` escapes decoded) and refuses one that carries JavaScript, a
 * launch action or event actions (/AA), wherever they sit: an /OpenAction,
 * the /Names tree, a link or a form field. A PDF that also holds web page
 * markup (a polyglot) is refused before it is parsed.
 */
export async function inspectPdf(bytes: Buffer): Promise<Inspection> {
  if (hasPolyglotMarkup(bytes)) return uploadMessages.pdfPolyglot;
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
  } catch {
    return uploadMessages.pdfUnreadable;
  }
  const objects = document.context.enumerateIndirectObjects();
  if (objects.length === 0) return uploadMessages.pdfUnreadable;
  return objects.some(([, object]) => isActive(object)) ? uploadMessages.pdfActiveContent : undefined;
}

/**
 * Opens a .docx as the zip it is, inflating every entry with a running
 * count, so a bomb is stopped at the limit rather than unpacked: refused
 * with too many entries, too many bytes inside, macros or ActiveX parts, or
 * without the parts every Word document has.
 */
export function inspectDocx(bytes: Buffer): Inspection {
  const names = new Set<string>();
  let entries = 0;
  let inflated = 0;
  let refusal: Inspection;
  const unzip = new Unzip((file) => {
    if (refusal) return;
    entries += 1;
    names.add(file.name);
    if (entries > DOCX_MAX_ENTRIES) {
      refusal = uploadMessages.docxTooLarge;
      return;
    }
    if (DOCX_FORBIDDEN_PARTS.test(file.name)) {
      refusal = uploadMessages.docxMacros;
      return;
    }
    file.ondata = (error, chunk) => {
      if (refusal) return;
      if (error) {
        refusal = uploadMessages.docxUnreadable;
        return;
      }
      inflated += chunk.length;
      if (inflated > DOCX_MAX_UNCOMPRESSED_BYTES) {
        refusal = uploadMessages.docxTooLarge;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    return refusal ?? uploadMessages.docxUnreadable;
  }
  if (refusal) return refusal;
  return DOCX_REQUIRED_PARTS.every((part) => names.has(part)) ? undefined : uploadMessages.docxUnreadable;
}

/** Reads only the image's header: a photo with too many pixels is refused before anything decodes it. */
export async function inspectImage(bytes: Buffer, formatMessage: string): Promise<Inspection> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!width || !height) return formatMessage;
    return width * height > IMAGE_MAX_INPUT_PIXELS ? uploadMessages.imageTooManyPixels : undefined;
  } catch {
    return formatMessage;
  }
}
