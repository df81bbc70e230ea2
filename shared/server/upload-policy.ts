// What each upload field accepts and what an upload may hold (forms-spec.md sections 5 and 9; issue 20): the limits
// and words of the upload check (upload-check.ts), which the API and the shell's host share.
import {
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  validationMessages,
} from '@site/shared/form-rules';

/** What each upload field accepts (forms-spec.md sections 5 and 9). */
export const uploadKinds = {
  photo: {
    extensions: PHOTO_EXTENSIONS as readonly string[],
    maxBytes: PHOTO_MAX_BYTES,
    formatMessage: validationMessages.photoFormat,
    sizeMessage: validationMessages.photoSize,
  },
  resume: {
    extensions: RESUME_EXTENSIONS as readonly string[],
    maxBytes: RESUME_MAX_BYTES,
    formatMessage: validationMessages.resumeFormat,
    sizeMessage: validationMessages.resumeSize,
  },
} as const;

export type UploadKind = keyof typeof uploadKinds;

/** The type file-type must detect for each extension: a `.doc` is an OLE compound file. */
export const detectedTypeByExtension: Record<string, { ext: string; mime: string }> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  doc: { ext: 'cfb', mime: 'application/msword' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

/** An inner extension that a server or browser might act on: `cv.php.pdf`. */
export const RISKY_INNER_EXTENSIONS = new Set([
  'php',
  'phtml',
  'phar',
  'exe',
  'dll',
  'js',
  'mjs',
  'html',
  'htm',
  'svg',
  'xml',
  'sh',
  'bat',
  'cmd',
  'ps1',
  'jsp',
  'asp',
  'aspx',
  'cgi',
  'pl',
  'py',
  'rb',
  'jar',
  'msi',
  'scr',
]);

/** Ours: a stored name longer than this is refused. */
export const MAX_FILE_NAME_LENGTH = 200;
/*
 * Ours: what an upload may hold beyond its type and size (issue 20, item 5).
 */

/** A photo with more pixels than this is refused before it is decoded (8000 × 5000). */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** Decoding and re-encoding one photo may take at most this long. */
export const IMAGE_DECODE_TIMEOUT_SECONDS = 10;
/** A .docx holding more zip entries than this is refused (a real one has tens). */
export const DOCX_MAX_ENTRIES = 1000;
/** The most a .docx may inflate to, all entries together: about ten times the 5 MB resume limit. */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 64 * 1024 * 1024;
/** The parts every Word document has. */
export const DOCX_REQUIRED_PARTS: readonly string[] = ['[Content_Types].xml', 'word/document.xml'];
/** Parts that carry code: macros (a .docm renamed) and ActiveX controls. */
export const DOCX_FORBIDDEN_PARTS = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|^word\/activeX\//i;
/** PDF dictionary keys that hold or trigger script: JavaScript, additional (event) actions. */
export const PDF_FORBIDDEN_KEYS: readonly string[] = ['JS', 'JavaScript', 'AA'];
/** PDF action types (`/S`) that run script or a program, wherever they sit (an /OpenAction, a link, a form field). */
export const PDF_FORBIDDEN_ACTIONS: readonly string[] = ['JavaScript', 'Launch', 'RichMediaExecute'];
/**
 * Markup that makes a file a polyglot a browser could render as a page:
 * looked for in the raw bytes of a PDF, case-insensitively. Not `<body`:
 * a PDF comment's rich text is an XHTML `<body>` (and harmless).
 */
export const POLYGLOT_MARKERS: readonly string[] = ['<script', '<html', '<!doctype', '<iframe', '<object', '<embed'];

export const uploadMessages = {
  noFile: 'Choose a file to upload in the "media" field.',
  badName: 'The file name is not allowed. Rename the file and try again.',
  pdfActiveContent:
    'This PDF contains JavaScript or an action that starts a program. Please save it without them (for example by printing it to PDF) and try again.',
  pdfPolyglot: 'This file is a PDF with web page markup in it. Please upload a plain PDF.',
  pdfUnreadable:
    'This PDF could not be checked: it may be damaged or password-protected. Please save it again without a password.',
  docxUnreadable: 'This Word document could not be read. Please save it again as .docx and try again.',
  docxTooLarge: 'This Word document unpacks to more than we accept. Please upload a smaller document or a PDF.',
  docxMacros: 'This Word document contains macros or ActiveX controls. Please save it as a plain .docx or a PDF.',
  imageTooManyPixels: `*The image has too many pixels: at most ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} megapixels. Please upload a smaller image.`,
  imageTimeout: '*The image took too long to process. Please upload a smaller or simpler image.',
} as const;
