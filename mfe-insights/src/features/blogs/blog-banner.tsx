import { ListBanner } from '../listing/list-banner.tsx';
import { blogsBanner } from './constants.ts';
import bannerImage from './images/blogs-banner.svg?first-view';

/** The blog list's banner. */
export function BlogBanner() {
  return <ListBanner {...blogsBanner} image={bannerImage} />;
}
