import { Link } from '@site/shared/router';
import { PageFrame, brand, getRoute, usePageMeta } from '@site/shared';
import styles from './thank-you.module.css';

/** /careers/thankyou: where the contact page's careers enquiry lands (forms-spec.md section 2). */
export function CareersThankYouPage() {
  usePageMeta({
    title: 'Thank you for your careers enquiry',
    description: `Your careers enquiry reached the ${brand.name} recruitment team.`,
    keywords: `${brand.name} careers, careers enquiry, jobs`,
  });
  return (
    <PageFrame routeId="careers-thankyou" heading="Thank you for your interest">
      <div className={styles.card}>
        <p className={styles.lead}>Your careers enquiry has reached our recruitment team.</p>
        <p>
          We read every enquiry and will contact you by e-mail or phone when a role matches your profile. Meanwhile, you
          can <Link to={getRoute('current-openings').path}>browse the current openings</Link> and apply directly.
        </p>
        <Link className={styles.back} to={getRoute('careers').path}>
          Back to Career Page
        </Link>
      </div>
    </PageFrame>
  );
}
