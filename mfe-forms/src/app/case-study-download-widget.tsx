import { CaseStudyDownload } from '../features/case-study-download/case-study-download.tsx';
import type { CaseStudyDownloadProps } from '../features/case-study-download/case-study-download.tsx';
import { formSenders } from '../features/submissions/form-senders.ts';
import { FormSendersContext } from '../features/submissions/use-form-senders.ts';

/** The case-study page's download call to action and modal (expose './case-study-download'). */
export default function CaseStudyDownloadWidget(props: CaseStudyDownloadProps) {
  return (
    // Its form asks for a token as it mounts: the senders (and the API client) come with the widget's code.
    <FormSendersContext value={formSenders}>
      <CaseStudyDownload {...props} />
    </FormSendersContext>
  );
}
