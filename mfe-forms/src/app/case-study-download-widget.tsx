// A widget that queries renders inside the app's store (docs/decisions/009).
import { ApiProvider } from '@site/shared/api';
import { CaseStudyDownload } from '../features/case-study-download/case-study-download.tsx';
import type { CaseStudyDownloadProps } from '../features/case-study-download/case-study-download.tsx';

/** The case-study page's download call to action and modal (expose './case-study-download'). */
export default function CaseStudyDownloadWidget(props: CaseStudyDownloadProps) {
  return (
    <ApiProvider>
      <CaseStudyDownload {...props} />
    </ApiProvider>
  );
}
