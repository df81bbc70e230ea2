import { PageFrame, brand, usePageMeta } from '@site/shared';
import { CareersBanner } from './careers-banner.tsx';
import { CareersFaq, careersFaqStructuredData } from './careers-faq.tsx';
import { CareersLinks } from './careers-links.tsx';
import { CareersStats } from './careers-stats.tsx';
import { CompanyValues } from './company-values.tsx';
import { EmployeeTestimonials } from './employee-testimonials.tsx';
import { LearningCommitment } from './learning-commitment.tsx';
import { PurposePanels } from './purpose-panels.tsx';

/** The careers landing (site-spec.md section 2.12). */
export function CareersPage() {
  usePageMeta({
    title: `Careers at ${brand.name}`,
    description: `Build your career at ${brand.name}: paid process training, a clear path to team lead, and roles in insurance operations, accounting, data annotation, analytics, marketing and AI.`,
    keywords: `${brand.name} careers, BPO jobs, jobs in Udaipur, insurance process jobs, fresher jobs, night shift jobs`,
    structuredData: [careersFaqStructuredData()],
  });
  return (
    <PageFrame routeId="careers" heading={`Careers at ${brand.name}`}>
      <CareersBanner />
      <CareersStats />
      <PurposePanels />
      <LearningCommitment />
      <CompanyValues />
      <CareersLinks />
      <EmployeeTestimonials />
      <CareersFaq />
    </PageFrame>
  );
}
