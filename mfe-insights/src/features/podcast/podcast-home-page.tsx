import { useLocation } from '@site/shared/router';
import { PodcastHome } from './podcast-home.tsx';

/**
 * /podcast. Every arrival (a link, or a failure sent here) starts the home
 * afresh at the first page of the series.
 */
export function PodcastHomePage() {
  const { key } = useLocation();
  return <PodcastHome key={key} />;
}
