import { PageFrame, brand, usePageMeta } from '@site/shared';
import { FaqSection } from '@site/shared/faq-section';
import { ChallengeStats } from './challenge-stats.tsx';
import { ConsultationCta } from './consultation-cta.tsx';
import { RecruitmentCallout } from './recruitment-callout.tsx';
import { ServiceCards } from './service-cards.tsx';
import { overviewFaqs } from './services-overview-content.ts';
import { TrustSlider } from './trust-slider.tsx';
import overviewImage from './images/services-overview.svg';
import styles from './services-page.module.css';

/** The services overview (site-spec.md section 2.6). */
export function ServicesPage() {
  usePageMeta({
    title: 'BPM and BPO Services',
    description: `Explore ${brand.name}'s business process management and outsourcing services: insurance, accounting and bookkeeping, data annotation, business intelligence, digital marketing, AI and recruitment.`,
    keywords:
      'BPM services, BPO services, business process outsourcing company, outsourcing services for insurance, back-office outsourcing',
  });
  return (
    <PageFrame routeId="services">
      <div className={styles.intro}>
        <div>
          <p className={styles.lead}>
            Dedicated teams that run, measure and improve your back-office processes, so your own people can focus on
            clients and growth.
          </p>
          <p className={styles.text}>
            Since {brand.foundedYear}, {brand.name} has taken on the work that slows growing companies down: policy
            servicing for insurance agencies, bookkeeping for CPA firms, training data for AI teams and campaigns for
            marketing leaders. Every engagement starts with a map of how the work flows today and ends with a team that
            makes it faster.
          </p>
        </div>
        <img
          className={styles.image}
          src={overviewImage}
          alt={`${brand.name} service lines connected around one dedicated team`}
          width={480}
          height={360}
        />
      </div>
      <ChallengeStats />
      <ServiceCards />
      <RecruitmentCallout />
      <TrustSlider />
      <FaqSection heading="Frequently asked questions" faqs={overviewFaqs} />
      <ConsultationCta
        heading="Not sure where to start?"
        text="Book a free consultation. We will look at your processes with you and recommend what to outsource first."
      />
    </PageFrame>
  );
}
