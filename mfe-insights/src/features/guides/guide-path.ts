import { generatePath } from '@site/shared/router';
import { getRoute } from '@site/shared';

/** The address of a guide's page, from the route table. */
export function guidePath(slug: string): string {
  return generatePath(getRoute('guide-detail').path, { slug });
}
