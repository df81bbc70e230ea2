import { useId } from 'react';
import { Accordion } from '@site/shared';
import type { ServiceFaq } from './service-content/service-content-types.ts';
import styles from './faq-section.module.css';

interface FaqSectionProps {
  heading: string;
  faqs: readonly ServiceFaq[];
}

/** Questions and answers in the shared accordion: opening one closes the others. */
export function FaqSection({ heading, faqs }: FaqSectionProps) {
  const headingId = useId();
  const items = faqs.map((faq, index) => ({
    id: `faq-${index + 1}`,
    title: faq.question,
    content: <p className={styles.answer}>{faq.answer}</p>,
  }));
  return (
    <section className={styles.faq} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <Accordion items={items} headingLevel={3} />
    </section>
  );
}
