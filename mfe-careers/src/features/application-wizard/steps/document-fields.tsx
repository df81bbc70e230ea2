import {
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  validatePhotoFile,
  validateResumeFile,
} from '@site/shared/form-rules';
import { UploadField } from '../upload-field.tsx';
import styles from '../wizard.module.css';

const BYTES_PER_MB = 1024 * 1024;

function allowedFiles(extensions: readonly string[], maxBytes: number): string {
  const names = extensions.map((extension) => extension.toUpperCase());
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}, up to ${maxBytes / BYTES_PER_MB} MB.`;
}

/** The photo and resume: optional, each uploaded as soon as it is chosen. */
export function DocumentFields() {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Photo and resume</legend>
      <div className={styles.grid}>
        <UploadField
          name="image_url"
          kind="photo"
          label="Photo"
          description={allowedFiles(PHOTO_EXTENSIONS, PHOTO_MAX_BYTES)}
          accept={PHOTO_EXTENSIONS}
          check={validatePhotoFile}
        />
        <UploadField
          name="resume_url"
          kind="resume"
          label="Resume"
          description={allowedFiles(RESUME_EXTENSIONS, RESUME_MAX_BYTES)}
          accept={RESUME_EXTENSIONS}
          check={validateResumeFile}
        />
      </div>
    </fieldset>
  );
}
