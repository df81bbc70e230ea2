import { useId } from 'react';
import { RemoteWidget } from '@site/shared';
import type { CaseStudy } from '@site/shared';
import { DEFAULT_CASE_STUDY_CTA_LABEL, caseStudyCta } from './constants.ts';
import styles from './case-study-download-cta.module.css';

/**
 * site-spec.md section 2.10: the call to action opening the forms remote's
 * download modal (firstname and email, then the PDF). Its label comes from
 * the case study, or the default.
 */
export function CaseStudyDownloadCta({ caseStudy }: { caseStudy: CaseStudy }) {
  const headingId = useId();
  const label = caseStudy.cta_button ?? DEFAULT_CASE_STUDY_CTA_LABEL;
  return (
    <section className={styles.cta} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {caseStudyCta.heading}
      </h2>
      <p className={styles.intro}>{caseStudyCta.intro}</p>
      <RemoteWidget
        remote="forms"
        expose="./case-study-download"
        props={{ slug: caseStudy.slug, pdfUrl: caseStudy.case_Study_pdf, label }}
      />
    </section>
  );
}
