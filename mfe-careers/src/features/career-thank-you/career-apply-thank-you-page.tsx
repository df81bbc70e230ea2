import { useMemo } from 'react';
import { Link, useSearchParams } from '@site/shared/router';
import { PageFrame, brand, getRoute, usePageMeta } from '@site/shared';
import { decodeThankYouPayload } from '../../lib/thank-you-payload.ts';
import type { ThankYouPayload } from '../../lib/thank-you-payload.ts';
import { CopyValue } from './copy-value.tsx';
import styles from './thank-you.module.css';

const headings: Record<ThankYouPayload['kind'], string> = {
  success: 'Congratulations',
  failure: 'Your application was not submitted',
  unreadable: 'We could not read this confirmation',
};

/** /career-apply-thankyou?q= (forms-spec.md section 2): the decoded answer to an application. */
export function CareerApplyThankYouPage() {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q');
  const payload = useMemo(() => decodeThankYouPayload(q), [q]);
  usePageMeta({
    title: 'Application status',
    description: `The status of your job application to ${brand.name}, with your registration ID.`,
    keywords: `${brand.name} job application, registration ID, careers`,
  });

  return (
    <PageFrame routeId="career-apply-thankyou" heading={headings[payload.kind]}>
      <div className={styles.card}>
        {payload.kind === 'success' ? (
          <>
            <p className={styles.lead}>Your Application is successfully submitted</p>
            <dl className={styles.details}>
              <div className={styles.detail}>
                <dt>Registration ID</dt>
                <dd>
                  <span className={styles.value}>{payload.registrationId}</span>
                  <CopyValue value={payload.registrationId} label="Copy registration ID" />
                </dd>
              </div>
              <div className={styles.detail}>
                <dt>Email</dt>
                <dd>
                  <span className={styles.value}>{payload.email}</span>
                  <CopyValue value={payload.email} label="Copy email" />
                </dd>
              </div>
            </dl>
            <p>Please note down the registration ID and email for your process.</p>
          </>
        ) : payload.kind === 'failure' ? (
          <>
            <p role="alert" className={styles.error}>
              {payload.message}
            </p>
            <p>
              Your answers are kept in this browser tab.{' '}
              <Link to={getRoute('apply-now').path}>Return to your application</Link> to correct them and submit again.
            </p>
          </>
        ) : (
          <p role="alert" className={styles.error}>
            This confirmation link is incomplete or damaged, so we cannot show your application status. If you submitted
            an application, the {brand.name} recruitment team will contact you by e-mail.
          </p>
        )}
        <Link className={styles.back} to={getRoute('careers').path}>
          Back to Career Page
        </Link>
      </div>
    </PageFrame>
  );
}
