import { ListBanner } from '../listing/list-banner.tsx';
import { caseStudiesBanner } from './constants.ts';
import bannerImage from './images/case-studies-banner.svg?first-view';

/** The case-study list's banner. */
export function CaseStudyBanner() {
  return <ListBanner {...caseStudiesBanner} image={bannerImage} />;
}
