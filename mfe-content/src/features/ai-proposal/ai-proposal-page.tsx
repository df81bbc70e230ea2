import { PageFrame, getRoute, usePageMeta } from '@site/shared';
import { FaqSection } from '@site/shared/faq-section';
import { StatBand } from '@site/shared/stat-band';
import { ExpertSessionCta } from './expert-session-cta.tsx';
import { FeatureShowcase } from './feature-showcase.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { ProposalHero } from './proposal-hero.tsx';
import { proposalFaqs, proposalStats } from './proposal-content.ts';
import { proposalStructuredData } from './proposal-structured-data.ts';

const title = getRoute('ai-proposal').title;
const description =
  'See how the AI insurance proposal generator turns PDF, Word and Excel carrier quotes into a side-by-side, branded client proposal you can edit and export as a PDF.';

/** The AI insurance proposal generator information page (site-spec.md section 2.14); it generates nothing. */
export function AiProposalPage() {
  usePageMeta({
    title,
    description,
    keywords:
      'AI insurance proposal generator, insurance quote comparison, AI for insurance agents, carrier quote extraction, insurance proposal software',
    structuredData: proposalStructuredData({ title, description }),
  });
  return (
    <PageFrame routeId="ai-proposal">
      <ProposalHero />
      <FeatureShowcase />
      <StatBand heading="Results agencies can measure" stats={proposalStats} look="cards" />
      <ExpertSessionCta />
      <HowItWorks />
      <FaqSection heading="Frequently asked questions" faqs={proposalFaqs} />
    </PageFrame>
  );
}
