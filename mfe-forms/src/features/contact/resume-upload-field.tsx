import { useId } from 'react';
import { useField } from 'react-final-form';
import {
  FieldErrorList,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  shortFileName,
  visibleFieldErrors,
} from '@site/shared/forms';
import type { FieldValidator } from '@site/shared/forms';
import fieldStyles from './resume-upload-field.module.css';
import type { ResumeUploadState } from './use-resume-upload.ts';

const BYTES_PER_MB = 1024 * 1024;
const acceptedTypes = RESUME_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const hint = `${RESUME_EXTENSIONS.join(', ').toUpperCase()}, up to ${RESUME_MAX_BYTES / BYTES_PER_MB} MB. Optional.`;

interface ResumeUploadFieldProps {
  upload: ResumeUploadState & {
    choose: (file: File | undefined, storeAddress: (address: string | undefined) => void) => void;
  };
  validate?: FieldValidator;
}

/** The resume input: the file is uploaded when chosen, and the form holds the address the API returned. */
export function ResumeUploadField({ upload, validate }: ResumeUploadFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>('resume', {
    validate: validate && ((value, values) => validate(value, values as Record<string, unknown>)),
  });
  const errors = [...new Set([upload.error, ...visibleFieldErrors(meta)].filter((error) => error !== undefined))];
  let status = '';
  if (upload.fileName && upload.uploading) status = `Uploading ${shortFileName(upload.fileName)}`;
  else if (upload.fileName && input.value) status = `Uploaded ${shortFileName(upload.fileName)}`;

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={`${id}control`} className={fieldStyles.label}>
        Resume
      </label>
      <p id={`${id}hint`} className={fieldStyles.hint}>
        {hint}
      </p>
      <input
        id={`${id}control`}
        name="resume"
        type="file"
        accept={acceptedTypes}
        className={fieldStyles.control}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={[`${id}hint`, errors.length > 0 && `${id}errors`].filter(Boolean).join(' ')}
        onChange={(event) => upload.choose(event.target.files?.[0], input.onChange)}
      />
      <p role="status" className={fieldStyles.hint}>
        {status}
      </p>
      <FieldErrorList id={`${id}errors`} errors={errors} />
    </div>
  );
}
