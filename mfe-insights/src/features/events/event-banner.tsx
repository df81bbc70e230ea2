import { ListBanner } from '../listing/list-banner.tsx';
import { eventsBanner } from './constants.ts';
import bannerImage from './images/events-banner.svg?first-view';

/** The event list's banner. */
export function EventBanner() {
  return <ListBanner {...eventsBanner} image={bannerImage} />;
}
