import { useId } from 'react';
import { Accordion } from '@site/shared';
import type { Faq } from '@site/shared';
import { guideDetailCopy } from './constants.ts';
import styles from './guide-faq.module.css';

/** The guide's questions in the shared accordion, the first one open (site-spec.md section 2.7). */
export function GuideFaq({ faqs }: { faqs: readonly Faq[] }) {
  const headingId = useId();
  const items = faqs.map((faq, index) => ({
    id: `faq-${index + 1}`,
    title: faq.f_question,
    // The answer is HTML the API sanitized.
    content: <div className={styles.answer} dangerouslySetInnerHTML={{ __html: faq.f_answer }} />,
  }));
  return (
    <section className={styles.faq} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {guideDetailCopy.faq}
      </h2>
      <Accordion items={items} initiallyOpen={items[0]?.id} headingLevel={3} />
    </section>
  );
}
