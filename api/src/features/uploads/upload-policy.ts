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
export const uploadMessages = {
  noFile: 'Choose a file to upload in the "media" field.',
  badName: 'The file name is not allowed. Rename the file and try again.',
} as const;
