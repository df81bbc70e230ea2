import { PageFrame, brand, getRoute, usePageMeta } from '@site/shared';
import { AboutCounters } from './about-counters.tsx';
import { AboutLinks } from './about-links.tsx';
import { AboutMission } from './about-mission.tsx';
import { AboutPresence } from './about-presence.tsx';
import { AboutStory } from './about-story.tsx';

const heading = `About ${brand.name}`;

const aboutPageMeta = {
  title: `About Us: Who We Are | ${brand.name}`,
  description: `Since ${brand.foundedYear}, ${brand.legalName} has grown from a small Udaipur back office into an ISO-certified outsourcing and consulting partner. Read our story, mission, values and where we work.`,
  keywords: `about ${brand.name}, who we are, outsourcing company history, BPO company India and US, company mission and values`,
  structuredData: [
    {
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      name: heading,
      url: `${brand.siteUrl}${getRoute('about').path}`,
      about: { '@type': 'Organization', name: brand.legalName, url: brand.siteUrl },
    },
  ],
};

/** About / who we are (site-spec.md sections 2.1 and 9). */
export function AboutPage() {
  usePageMeta(aboutPageMeta);
  return (
    <PageFrame routeId="about" heading={heading}>
      <AboutStory />
      <AboutCounters />
      <AboutMission />
      <AboutPresence />
      <AboutLinks />
    </PageFrame>
  );
}
