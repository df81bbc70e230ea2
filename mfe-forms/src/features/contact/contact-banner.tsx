import { Breadcrumb, breadcrumbFor, getRoute } from '@site/shared';
import { CONTACT_HEADING } from './constants.ts';
import styles from './contact-banner.module.css';

/** The banner of forms-spec.md section 2: breadcrumb Home > Contact us, and the page's one heading. */
export function ContactBanner() {
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <Breadcrumb crumbs={breadcrumbFor(getRoute('contact'))} />
        <h1 className={styles.heading}>{CONTACT_HEADING}</h1>
        <p className={styles.lead}>
          Partnerships, careers, press or anything else: choose your kind of enquiry below and the right team will reply
          within one business day.
        </p>
      </div>
    </div>
  );
}
