import {
  MAX_ADDRESS_LENGTH,
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
} from './limits.ts';
import { validationMessages } from './messages.ts';
import { type FieldValidator, hasControlCharacters, isBlank, textOf } from './rules.ts';

/** The parts of a browser `File` the upload rules look at. */
export interface UploadCandidate {
  name: string;
  size: number;
}

/** Lower-case extension of a file name or stored address, ignoring any query or fragment; '' when there is none. */
export function fileExtension(nameOrAddress: string): string {
  const lastSegment = nameOrAddress.split(/[?#]/, 1)[0]?.split('/').at(-1) ?? '';
  const dot = lastSegment.lastIndexOf('.');
  return dot > 0 ? lastSegment.slice(dot + 1).toLowerCase() : '';
}

export function hasAllowedExtension(nameOrAddress: string, allowed: readonly string[]): boolean {
  return allowed.includes(fileExtension(nameOrAddress));
}

/** The address an upload returned, as the form submits it. Blank passes: pair with `required` where needed. */
export function fileAddress(allowed: readonly string[], formatMessage: string): FieldValidator {
  return (value) => {
    if (isBlank(value)) return undefined;
    const address = textOf(value);
    if (address === undefined) return formatMessage;
    if (address.length > MAX_ADDRESS_LENGTH) return validationMessages.tooLong;
    if (hasControlCharacters(address)) return validationMessages.controlCharacters;
    return hasAllowedExtension(address, allowed) ? undefined : formatMessage;
  };
}

export const resumeAddress = fileAddress(RESUME_EXTENSIONS, validationMessages.resumeFormat);
export const photoAddress = fileAddress(PHOTO_EXTENSIONS, validationMessages.photoFormat);

function validateUpload(
  file: UploadCandidate,
  allowed: readonly string[],
  maxBytes: number,
  messages: { format: string; size: string },
): string | undefined {
  if (!hasAllowedExtension(file.name, allowed)) return messages.format;
  return file.size > maxBytes ? messages.size : undefined;
}

export function validatePhotoFile(file: UploadCandidate): string | undefined {
  return validateUpload(file, PHOTO_EXTENSIONS, PHOTO_MAX_BYTES, {
    format: validationMessages.photoFormat,
    size: validationMessages.photoSize,
  });
}

export function validateResumeFile(file: UploadCandidate): string | undefined {
  return validateUpload(file, RESUME_EXTENSIONS, RESUME_MAX_BYTES, {
    format: validationMessages.resumeFormat,
    size: validationMessages.resumeSize,
  });
}
