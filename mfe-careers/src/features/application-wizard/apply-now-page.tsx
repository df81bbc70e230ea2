import { Link, Navigate } from '@site/shared/router';
import { PageFrame, brand, getRoute, usePageMeta } from '@site/shared';
import { useCareerSelection } from '../../lib/career-selection.ts';
import { ApplicationWizard } from './application-wizard.tsx';

/** Ours: what the server's page says at /apply-now before it knows of a chosen opening. */
export const noSelectionCopy = {
  before: 'To apply, first choose an opening from our ',
  link: 'current openings',
  after: '.',
} as const;

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
        // The server's page when no opening was chosen in this browser (no selection cookie): the browser's
        // script then shows the form (an opening kept in the tab only) or goes to the openings, as the spec says;
        // without JavaScript, the link is that way.
        <p role="status">
          {noSelectionCopy.before}
          <Link to={getRoute('current-openings').path}>{noSelectionCopy.link}</Link>
          {noSelectionCopy.after}
        </p>
      ) : (
        <ApplicationWizard selection={selection} />
      )}
    </PageFrame>
  );
}
