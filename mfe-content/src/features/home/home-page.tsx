import { HydrateWhenNear, brand, usePageMeta } from '@site/shared';
import { AssetsSection } from './assets-section.tsx';
import { HomeAbout } from './home-about.tsx';
import { HomeHero } from './home-hero.tsx';
import { KnowBestSection } from './know-best-section.tsx';
import { ServiceCards } from './service-cards.tsx';
import { StatTiles } from './stat-tiles.tsx';
import { ThinkingSection } from './thinking-section.tsx';
import { WhyChooseUs } from './why-choose-us.tsx';

const homePageMeta = {
  title: brand.legalName,
  description: `${brand.legalName} runs insurance, accounting, data annotation, business intelligence, digital marketing and AI operations for growing companies. ISO-certified teams, measurable results. Book a free consultation.`,
  keywords:
    'business process outsourcing company, insurance BPO, outsourced bookkeeping, data annotation services, BI consulting, AI outsourcing',
};

/** Home (site-spec.md section 2.2); the shell adds the organisation data. */
export function HomePage() {
  usePageMeta(homePageMeta);
  return (
    <>
      <HomeHero />
      <StatTiles />
      {/* Below the first screen: each section's code runs as the visitor gets near it (docs/decisions/020). */}
      <HydrateWhenNear>
        <HomeAbout />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <ServiceCards />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <AssetsSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <KnowBestSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <ThinkingSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <WhyChooseUs />
      </HydrateWhenNear>
    </>
  );
}
