import { DEFAULT_PAGE_META, PageFrame, brand, usePageMeta } from '@site/shared';
import { webPageStructuredData } from '../seo/web-page-structured-data.ts';
import { ConsultationForm } from './consultation-form.tsx';
import styles from './consultation-page.module.css';

const page = {
  title: 'Book a Free Consultation Call',
  description: `Book a free consultation with ${brand.name}: tell us which insurance, accounting, data annotation, business intelligence, digital marketing or AI work you want to outsource and a specialist will call you back.`,
};

const pageMeta = {
  ...page,
  keywords: 'free consultation, outsourcing consultation, BPO consultation call, insurance outsourcing, bookkeeping',
  image: DEFAULT_PAGE_META.image,
  structuredData: [webPageStructuredData('WebPage', 'consultation', page)],
};

const whatYouGet = [
  'A specialist who knows your industry reviews your request before the call.',
  'An honest view of which processes to outsource first, and which to keep in-house.',
  'Indicative pricing and a transition plan, with no obligation to go ahead.',
] as const;

export function ConsultationPage() {
  usePageMeta(pageMeta);
  return (
    <PageFrame routeId="consultation">
      <div className={styles.layout}>
        <section className={styles.intro} aria-labelledby="consultation-intro-heading">
          <h2 id="consultation-intro-heading" className={styles.subheading}>
            Talk to a specialist, free of charge
          </h2>
          <p>
            Tell us about your business and the work you want to hand over. We reply within one business day to set up a
            30-minute call at a time that suits you.
          </p>
          <ul className={styles.benefits}>
            {whatYouGet.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.note}>Every field but the phone is required.</p>
        </section>
        <div className={styles.formCard}>
          <ConsultationForm />
        </div>
      </div>
    </PageFrame>
  );
}
