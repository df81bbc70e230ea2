import { useId } from 'react';
import { Accordion } from './accordion.tsx';
import styles from './faq-section.module.css';

export interface FaqEntry {
  question: string;
  answer: string;
}

interface FaqSectionProps {
  heading: string;
  faqs: readonly FaqEntry[];
}

/**
 * A page's questions and answers as a centred section of the shared accordion: opening one closes the others.
 * `@site/shared/faq-section`: bundled by the remotes that show one, not part of the shared singleton.
 */
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
