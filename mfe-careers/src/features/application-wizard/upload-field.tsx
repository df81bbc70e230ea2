import { useContext, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import {
  FieldErrorList,
  NativeFormIdContext,
  fileExtension,
  shortFileName,
  visibleFieldErrors,
} from '@site/shared/forms';
import type { UploadCandidate } from '@site/shared/forms';
import { formControlId } from '@site/shared';
import type { UploadKind } from './api/application-api.ts';
import { UPLOAD_ERRORS, UPLOAD_NAMES } from './upload-state.ts';
import type { UploadFieldName } from './upload-state.ts';
import { useMediaUpload } from './use-media-upload.ts';
import styles from './wizard.module.css';

interface UploadFieldProps {
  name: UploadFieldName;
  kind: UploadKind;
  label: string;
  description: ReactNode;
  accept: readonly string[];
  /** The shared type and size check, run before anything is sent. */
  check: (file: UploadCandidate) => string | undefined;
}

/** The name shown for a stored file: the original one, or the stored address's own when it is not known. */
function displayName(address: string, originalName: string | undefined): string {
  return shortFileName(originalName || (address.split('/').at(-1) ?? address));
}

/**
 * A photo or resume: checked in the browser, uploaded at once, and the
 * stored address becomes the field's value (forms-spec.md call 9). The
 * shortened file name shows once it is stored.
 */
export function UploadField({ name, kind, label, description, accept, check }: UploadFieldProps) {
  const reactId = useId();
  const prefix = useContext(NativeFormIdContext);
  // Inside the wizard the control's id is its field's, so the error summary links to it.
  const id = prefix ? `${formControlId(prefix, name)}-` : reactId;
  const controlId = prefix ? formControlId(prefix, name) : `${id}control`;
  const controlRef = useRef<HTMLInputElement>(null);
  const form = useForm();
  const upload = useMediaUpload();
  const [uploading, setUploading] = useState(false);
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, submitFailed: true } });
  const originalName = useField<string>(`${UPLOAD_NAMES}.${name}`, { subscription: { value: true } }).input.value;
  const refusal = useField<string>(`${UPLOAD_ERRORS}.${name}`, { subscription: { value: true } }).input.value;
  const errors = [
    ...new Set([refusal, ...visibleFieldErrors(meta)].filter((message): message is string => Boolean(message))),
  ];

  const settle = (address: string | undefined, fileName: string | undefined, message: string | undefined) =>
    form.batch(() => {
      form.change(name, address);
      form.change(`${UPLOAD_NAMES}.${name}`, fileName);
      form.change(`${UPLOAD_ERRORS}.${name}`, message);
    });

  const choose = async (control: HTMLInputElement) => {
    const file = control.files?.[0];
    if (!file) return;
    const problem = check(file);
    if (problem) {
      settle(undefined, undefined, problem);
      control.value = '';
      return;
    }
    setUploading(true);
    const outcome = await upload(kind, file);
    setUploading(false);
    if (outcome.kind === 'stored') settle(outcome.address, file.name, undefined);
    else settle(undefined, undefined, outcome.kind === 'refused' ? outcome.message : undefined);
    // The same file can be chosen again after a failure.
    if (outcome.kind !== 'stored') control.value = '';
  };

  // A file chosen before the page ran (docs/decisions/010) is uploaded once it runs, as if chosen now.
  useLayoutEffect(() => {
    const control = controlRef.current;
    if (control?.files?.length) void choose(control);
    // Once, on the server's HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const stored = typeof input.value === 'string' && input.value !== '' && fileExtension(input.value) !== '';
  return (
    <div className={styles.upload}>
      <label htmlFor={controlId} className={styles.uploadLabel}>
        {label}
      </label>
      <p id={`${id}description`} className={styles.hint}>
        {description}
      </p>
      <input
        ref={controlRef}
        id={controlId}
        type="file"
        name={name}
        accept={accept.map((extension) => `.${extension}`).join(',')}
        onChange={(event) => void choose(event.currentTarget)}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-describedby={[`${id}description`, `${id}status`, errors.length > 0 && `${id}errors`]
          .filter(Boolean)
          .join(' ')}
      />
      <p id={`${id}status`} role="status" className={styles.uploadStatus}>
        {uploading ? 'Uploading…' : stored ? `Uploaded: ${displayName(input.value, originalName)}` : ''}
      </p>
      <FieldErrorList id={`${id}errors`} errors={errors} />
    </div>
  );
}
