import { Accordion } from '@site/shared';
import { careersFaqs } from './careers-faqs.ts';
import styles from './careers-faq.module.css';

const items = careersFaqs.map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }));

export function CareersFaq() {
  return (
    <section className={styles.section} aria-labelledby="careers-faq-heading">
      <h2 id="careers-faq-heading" className={styles.heading}>
        Frequently asked questions
      </h2>
      <Accordion items={items} initiallyOpen={careersFaqs[0]?.id} />
    </section>
  );
}

/** The same questions as FAQPage data. */
export function careersFaqStructuredData(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: careersFaqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
