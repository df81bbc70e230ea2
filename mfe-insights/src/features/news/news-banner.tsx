import { ListBanner } from '../listing/list-banner.tsx';
import { newsBanner } from './constants.ts';
import bannerImage from './images/newsroom-banner.svg?first-view';

/** The newsroom's banner. */
export function NewsBanner() {
  return <ListBanner {...newsBanner} image={bannerImage} />;
}
