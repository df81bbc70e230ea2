import { useRef, useState } from 'react';
import { validateResumeFile } from '@site/shared/form-rules';
import { useUploadMediaMutation } from '../uploads/api/uploads-api.ts';

export interface ResumeUploadState {
  fileName?: string;
  /** The format or size message of a refused file, shown as soon as it is chosen. */
  error?: string;
  uploading: boolean;
}

/**
 * The careers tab's resume: a chosen file is checked (forms-spec.md section
 * 5), uploaded (call 9), and the returned address becomes the form's
 * `resume` value. An upload failure is only logged (section 8).
 */
export function useResumeUpload() {
  const [uploadMedia] = useUploadMediaMutation();
  const [state, setState] = useState<ResumeUploadState>({ uploading: false });
  const pending = useRef<Promise<unknown>>(Promise.resolve());
  const refusal = useRef<string | undefined>(undefined);
  // Only the latest choice may store its address.
  const choice = useRef(0);

  function choose(file: File | undefined, storeAddress: (address: string | undefined) => void) {
    const current = ++choice.current;
    const error = file ? validateResumeFile(file) : undefined;
    refusal.current = error;
    storeAddress(undefined);
    if (!file || error) {
      setState({ fileName: file?.name, error, uploading: false });
      return;
    }
    setState({ fileName: file.name, uploading: true });
    pending.current = uploadMedia({ field: 'resume', file })
      .unwrap()
      .then(
        ({ media }) => {
          if (current === choice.current) storeAddress(media);
        },
        (failure: unknown) => console.error('Uploading the resume failed', failure),
      )
      .finally(() => {
        if (current === choice.current) setState((previous) => ({ ...previous, uploading: false }));
      });
  }

  return {
    ...state,
    choose,
    /** The message of a refused file, which keeps the form from being sent. */
    refusedMessage: () => refusal.current,
    /** Resolves once the latest upload has finished, either way. */
    settled: () => pending.current,
  };
}
