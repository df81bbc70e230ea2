import type { FormValues } from '@site/shared/form-rules';

/**
 * Form values beside the payload: the original name of each uploaded file
 * (for its shortened display) and the message for a file refused before it
 * was sent. They live in the form so they outlast the step's fields, and the
 * payload never carries them.
 */
export const UPLOAD_NAMES = 'uploadNames';
export const UPLOAD_ERRORS = 'uploadErrors';

export type UploadFieldName = 'image_url' | 'resume_url';

function textEntries(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The file refusals to add to the personal step's errors, by field name. */
export function uploadRejections(values: FormValues): Record<string, string> {
  return textEntries(values[UPLOAD_ERRORS]);
}

export function uploadNames(values: FormValues): Record<string, string> {
  return textEntries(values[UPLOAD_NAMES]);
}
