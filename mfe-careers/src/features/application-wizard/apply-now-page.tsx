import { Navigate } from '@site/shared/router';
import { PageFrame, brand, getRoute, usePageMeta } from '@site/shared';
import { useCareerSelection } from '../../lib/career-selection.ts';
import { ApplicationWizard } from './application-wizard.tsx';

/**
 * /apply-now (forms-spec.md section 2). Without a chosen opening (position,
 * department and job-description link) the visitor goes to the openings.
 */
export function ApplyNowPage() {
  const selection = useCareerSelection();
  usePageMeta({
    title: selection ? `Apply for ${selection.positionName}` : 'Career Apply Form',
    description: `Apply to ${brand.name} in four steps: position, personal, education and work experience details.`,
    keywords: `apply to ${brand.name}, job application, careers, walk-in interview`,
  });

  if (selection === undefined) return <Navigate to={getRoute('current-openings').path} replace />;
  return (
    <PageFrame routeId="apply-now">
      {selection === null ? (
        <p role="status">Loading the application form…</p>
      ) : (
        <ApplicationWizard selection={selection} />
      )}
    </PageFrame>
  );
}
