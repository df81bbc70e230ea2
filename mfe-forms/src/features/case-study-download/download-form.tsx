import { TextField, caseStudyDownloadFormSchema, stripDigits } from '@site/shared/forms';
import { useNotification } from '../notifications/use-notification.ts';
import { FormErrorAlert } from '../submissions/form-error-alert.tsx';
import { FormScaffold } from '../submissions/form-scaffold.tsx';
import type { SendForm } from '../submissions/form-scaffold.tsx';
import { SubmitButton } from '../submissions/submit-button.tsx';
import { CASE_STUDY_SUBJECT } from './constants.ts';
import styles from './download-dialog.module.css';

type DownloadValues = { firstname?: string; email?: string };

const rules = caseStudyDownloadFormSchema.fields;
// `url` is the page's, not the visitor's: a message for it has no field to sit beside, so it alerts.
const fieldNames = ['firstname', 'email'];
const labels: Record<string, string> = { firstname: 'Name', email: 'Email' };

interface DownloadFormProps {
  slug: string;
  pdfUrl: string;
  onDownloaded: () => void;
}

/**
 * The case-study download form (site-spec.md sections 2.10, 4 and 5):
 * success closes the modal, opens the PDF in a new tab and sends the
 * notification e-mail.
 */
export function DownloadForm({ slug, pdfUrl, onDownloaded }: DownloadFormProps) {
  const notify = useNotification();

  const submit = async (values: DownloadValues, send: SendForm) => {
    const errors = await send({ ...values, url: slug });
    if (errors !== undefined) return errors;
    onDownloaded();
    window.open(pdfUrl, '_blank', 'noopener');
    notify({ Subject: CASE_STUDY_SUBJECT, Name: values.firstname ?? '', Email: values.email ?? '' });
    return undefined;
  };

  return (
    <FormScaffold<DownloadValues>
      schema={caseStudyDownloadFormSchema}
      fieldNames={fieldNames}
      labels={labels}
      onSuccess={() => undefined}
      submit={submit}
      formAttributes={{ className: styles.form, 'aria-label': 'Download the case study' }}
    >
      {/* The case study a native post is for; the JavaScript path adds it to the values. */}
      <input type="hidden" name="url" value={slug} />
      <TextField
        name="firstname"
        label="Name"
        placeholder="Enter Your Name"
        autoComplete="given-name"
        parse={stripDigits}
        validate={rules.firstname}
        required
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        placeholder="Enter Your Email"
        autoComplete="email"
        validate={rules.email}
        required
      />
      <SubmitButton>Download</SubmitButton>
      <FormErrorAlert />
    </FormScaffold>
  );
}
