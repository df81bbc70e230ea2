import { describe, expect, it } from '@jest/globals';
import {
  fileExtension,
  hasAllowedExtension,
  photoAddress,
  resumeAddress,
  validatePhotoFile,
  validateResumeFile,
} from './file-rules.ts';
import {
  MAX_ADDRESS_LENGTH,
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
} from './limits.ts';
import { validationMessages } from './messages.ts';

describe('fileExtension', () => {
  it.each([
    ['cv.PDF', 'pdf'],
    ['my.cv.docx', 'docx'],
    ['/api/media/files/abc.png?v=2#top', 'png'],
    ['https://cdn.example/a.b/photo', ''],
    ['.bashrc', ''],
    ['README', ''],
  ])('of %s is %p', (name, expected) => {
    expect(fileExtension(name)).toBe(expected);
  });

  it('matches against an allow-list', () => {
    expect(hasAllowedExtension('cv.Docx', RESUME_EXTENSIONS)).toBe(true);
    expect(hasAllowedExtension('cv.pdf.exe', RESUME_EXTENSIONS)).toBe(false);
  });
});

describe('resumeAddress and photoAddress', () => {
  it.each(RESUME_EXTENSIONS)('accept a stored %s resume', (extension) => {
    expect(resumeAddress(`/api/media/files/id.${extension}`, {})).toBeUndefined();
  });

  it.each(PHOTO_EXTENSIONS)('accept a stored %s photo', (extension) => {
    expect(photoAddress(`/api/media/files/id.${extension}`, {})).toBeUndefined();
  });

  it('reject other types with the format message', () => {
    expect(resumeAddress('/api/media/files/id.png', {})).toBe(validationMessages.resumeFormat);
    expect(photoAddress('/api/media/files/id.pdf', {})).toBe(validationMessages.photoFormat);
    expect(photoAddress({ url: 'x.png' }, {})).toBe(validationMessages.photoFormat);
  });

  it('leave blanks to required and bound the address', () => {
    expect(resumeAddress('', {})).toBeUndefined();
    expect(resumeAddress(`/${'a'.repeat(MAX_ADDRESS_LENGTH)}.pdf`, {})).toBe(validationMessages.tooLong);
  });
});

describe('validatePhotoFile', () => {
  it('accepts an allowed type up to the limit', () => {
    expect(validatePhotoFile({ name: 'me.JPEG', size: PHOTO_MAX_BYTES })).toBeUndefined();
  });

  it('reports the size after the type', () => {
    expect(validatePhotoFile({ name: 'me.png', size: PHOTO_MAX_BYTES + 1 })).toBe(validationMessages.photoSize);
    expect(validatePhotoFile({ name: 'me.gif', size: PHOTO_MAX_BYTES + 1 })).toBe(validationMessages.photoFormat);
  });
});

describe('validateResumeFile', () => {
  it('accepts an allowed type up to the limit', () => {
    expect(validateResumeFile({ name: 'cv.docx', size: RESUME_MAX_BYTES })).toBeUndefined();
  });

  it('reports the size after the type', () => {
    expect(validateResumeFile({ name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 })).toBe(validationMessages.resumeSize);
    expect(validateResumeFile({ name: 'cv.txt', size: 10 })).toBe(validationMessages.resumeFormat);
  });
});
