import { Accordion } from '@site/shared';
import { proposalFaqs } from './proposal-content.ts';
import styles from './proposal-faq.module.css';

/** The five FAQ entries; the same list feeds the page's FAQPage data. */
export function ProposalFaq() {
  const items = proposalFaqs.map((faq, index) => ({
    id: `proposal-faq-${index + 1}`,
    title: faq.question,
    content: <p className={styles.answer}>{faq.answer}</p>,
  }));
  return (
    <section className={styles.faq} aria-labelledby="proposal-faq-heading">
      <h2 id="proposal-faq-heading" className={styles.heading}>
        Frequently asked questions
      </h2>
      <Accordion items={items} headingLevel={3} />
    </section>
  );
}
