import { HydrateWhenNear, brand, lazyPart, usePageMeta } from '@site/shared';
import { HomeAbout } from './home-about.tsx';
import { HomeHero } from './home-hero.tsx';
import type * as BelowTheFold from './home-below-fold.ts';
import { StatTiles } from './stat-tiles.tsx';

const belowTheFold = () => import(/* webpackChunkName: "part-home-below-fold" */ './home-below-fold.ts');
/** A section whose code is fetched when the visitor nears it (lazyPart); the five share one chunk. */
const section = (name: keyof typeof BelowTheFold) => lazyPart(() => belowTheFold().then((module) => module[name]));
const ServiceCards = section('ServiceCards');
const AssetsSection = section('AssetsSection');
const KnowBestSection = section('KnowBestSection');
const ThinkingSection = section('ThinkingSection');
const WhyChooseUs = section('WhyChooseUs');

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
      {/*
        Below the first screen: each section's code runs as the visitor gets near it (docs/decisions/020). The
        about section sits within reach of a phone's first screen, so its code comes with the page; the others
        are lazy parts, whose code is fetched when the first of them is reached.
      */}
      <HydrateWhenNear>
        <HomeAbout />
      </HydrateWhenNear>
      <ServiceCards />
      <AssetsSection />
      <KnowBestSection />
      <ThinkingSection />
      <WhyChooseUs />
    </>
  );
}
