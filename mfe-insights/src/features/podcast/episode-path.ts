import { generatePath } from '@site/shared/router';
import { getRoute } from '@site/shared';

/** The address of an episode's page, from the route table. */
export function episodePath(slug: string): string {
  return generatePath(getRoute('podcast-episode').path, { slug });
}
