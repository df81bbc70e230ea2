// Whether a visitor's file may be stored, and the address it is stored at (forms-spec.md call 9, sections 5 and 9;
// issue 20). Pure of any store or database: the API decides with it, and the shell's host can compute the same
// verdict and address for a file it spools while the API is away (issue 49, docs/decisions/042).
import { fileTypeFromBuffer } from 'file-type';
import { inspectDocx, inspectImage, inspectPdf } from './upload-content.ts';
import type { UploadKind } from './upload-policy.ts';
import {
  MAX_FILE_NAME_LENGTH,
  RISKY_INNER_EXTENSIONS,
  detectedTypeByExtension,
  uploadKinds,
  uploadMessages,
} from './upload-policy.ts';

export type { UploadKind } from './upload-policy.ts';

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
 * hurt whoever opens it (`upload-content.ts`). The browser's content type
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

/** Where every upload is served from: `/api/media/files/<id>.<extension>`. */
export const UPLOAD_ADDRESS_PREFIX = '/api/media/files/';
/** The only form of address the API issues for an upload: its id (a UUID) and extension. */
export const UPLOAD_ADDRESS = /^\/api\/media\/files\/([0-9a-f-]{36})\.(\w+)$/;

/** An upload's name in the store, and the last segment of its address: `<id>.<extension>`. */
export const uploadKey = (upload: { id: string; extension: string }) => `${upload.id}.${upload.extension}`;

/**
 * The address a form stores in its field and the API serves the file from. With an Idempotency-Key the upload's id
 * is the key, so whoever has the key and the check's verdict knows the address before the API has stored the file.
 */
export const uploadAddress = (upload: { id: string; extension: string }) =>
  `${UPLOAD_ADDRESS_PREFIX}${uploadKey(upload)}`;
