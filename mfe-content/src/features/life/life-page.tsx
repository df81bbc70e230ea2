import { PageFrame, brand, companyFacts, formatCount, usePageMeta } from '@site/shared';
import { LifeAlbums } from './life-albums.tsx';
import { LifeCta } from './life-cta.tsx';
import { LifeHighlights } from './life-highlights.tsx';
import { LifeStories } from './life-stories.tsx';
import styles from './life-page.module.css';

/** Work culture at Arcwell (site-spec.md sections 2.4, 4 and 9). */
export function LifePage() {
  usePageMeta({
    title: `Life at ${brand.name}`,
    description: `See what working at ${brand.name} is like: festivals, team outings, sports day, learning sessions and volunteering, plus employees telling their own stories on video.`,
    keywords: `life at ${brand.name}, ${brand.name} culture, work culture Udaipur, employee stories, BPO careers, team events`,
  });

  return (
    <PageFrame routeId="life">
      <p className={styles.intro}>
        Over {formatCount(companyFacts.employees)} people in {companyFacts.offices.join(' and ')} do serious work for
        clients around the world, and on average they stay more than {companyFacts.averageTenureYears} years. Here is
        why: they celebrate, compete, learn and give back together.
      </p>
      <LifeAlbums />
      <LifeHighlights />
      <LifeStories />
      <LifeCta />
    </PageFrame>
  );
}
