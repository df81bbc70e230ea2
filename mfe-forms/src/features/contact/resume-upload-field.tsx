import { useId } from 'react';
import { useField } from 'react-final-form';
import {
  FieldErrorList,
  fieldErrorsWithPosted,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  shortFileName,
  useNativeFieldIds,
  usePostedFieldError,
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
  const reactId = useId();
  // In a native form the ids derive from the form id (its error summary links to the control).
  const ids = useNativeFieldIds('resume') ?? {
    control: `${reactId}control`,
    description: `${reactId}hint`,
    errors: `${reactId}errors`,
  };
  const postedError = usePostedFieldError('resume');
  const { input, meta } = useField<string>('resume', {
    validate: validate && ((value, values) => validate(value, values as Record<string, unknown>)),
  });
  const fieldErrors = fieldErrorsWithPosted(meta, {}, postedError);
  const errors = [...new Set([upload.error, ...fieldErrors.errors].filter((error) => error !== undefined))];
  let status = '';
  if (upload.fileName && upload.uploading) status = `Uploading ${shortFileName(upload.fileName)}`;
  else if (upload.fileName && input.value) status = `Uploaded ${shortFileName(upload.fileName)}`;

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={ids.control} className={fieldStyles.label}>
        Resume
      </label>
      <p id={ids.description} className={fieldStyles.hint}>
        {hint}
      </p>
      <input
        id={ids.control}
        name="resume"
        type="file"
        accept={acceptedTypes}
        className={fieldStyles.control}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={[ids.description, errors.length > 0 && ids.errors].filter(Boolean).join(' ')}
        onChange={(event) => upload.choose(event.target.files?.[0], input.onChange)}
      />
      <p role="status" className={fieldStyles.hint}>
        {status}
      </p>
      <FieldErrorList id={ids.errors} errors={errors} announce={fieldErrors.announce} />
    </div>
  );
}
