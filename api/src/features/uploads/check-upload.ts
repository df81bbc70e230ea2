import { fileTypeFromBuffer } from 'file-type';
import { inspectDocx, inspectImage, inspectPdf } from './inspect-content.ts';
import type { UploadKind } from './upload-policy.ts';
import {
  MAX_FILE_NAME_LENGTH,
  RISKY_INNER_EXTENSIONS,
  detectedTypeByExtension,
  uploadKinds,
  uploadMessages,
} from './upload-policy.ts';

export type UploadCheck =
  { ok: true; kind: UploadKind; extension: string; mime: string } | { ok: false; status: 400 | 413; message: string };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Refuses names that try to reach outside the upload folder or pass as another type. */
export function isSafeFileName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_FILE_NAME_LENGTH) return false;
  // Control characters (NUL included), path separators and traversal.
  const hasControlCharacter = [...name].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (hasControlCharacter || /[/\\]/.test(name) || name.includes('..') || name.startsWith('.')) return false;
  const innerExtensions = name.toLowerCase().split('.').slice(1, -1);
  return !innerExtensions.some((extension) => RISKY_INNER_EXTENSIONS.has(extension));
}

function kindFor(extension: string, requested?: UploadKind): UploadKind | undefined {
  if (requested) return uploadKinds[requested].extensions.includes(extension) ? requested : undefined;
  return (Object.keys(uploadKinds) as UploadKind[]).find((kind) => uploadKinds[kind].extensions.includes(extension));
}

/**
 * Decides whether an upload may be stored: a safe name, an allowed
 * extension for the field, within the size limit, and content whose magic
 * bytes are of the type the extension claims, and content that cannot
 * hurt whoever opens it (`inspect-content.ts`). The browser's content type
 * is never trusted.
 */
export async function checkUpload(upload: {
  filename: string;
  bytes: Buffer;
  truncated: boolean;
  requestedKind?: UploadKind;
}): Promise<UploadCheck> {
  const fallback = uploadKinds[upload.requestedKind ?? 'resume'];
  if (!isSafeFileName(upload.filename)) return { ok: false, status: 400, message: uploadMessages.badName };
  const extension = extensionOf(upload.filename);
  const kind = kindFor(extension, upload.requestedKind);
  if (!kind) return { ok: false, status: 400, message: fallback.formatMessage };
  const policy = uploadKinds[kind];
  if (upload.truncated || upload.bytes.length > policy.maxBytes) {
    return { ok: false, status: 413, message: policy.sizeMessage };
  }
  const expected = detectedTypeByExtension[extension];
  const detected = await fileTypeFromBuffer(upload.bytes);
  if (!expected || detected?.ext !== expected.ext) return { ok: false, status: 400, message: policy.formatMessage };
  // What the content holds: script in a PDF, a zip bomb as a .docx, a decompression bomb as an image.
  const refusal =
    expected.ext === 'pdf'
      ? await inspectPdf(upload.bytes)
      : expected.ext === 'docx'
        ? inspectDocx(upload.bytes)
        : kind === 'photo'
          ? await inspectImage(upload.bytes, policy.formatMessage)
          : undefined;
  if (refusal) return { ok: false, status: 400, message: refusal };
  return { ok: true, kind, extension: expected.ext === 'jpg' ? 'jpg' : extension, mime: expected.mime };
}
