import { GUIDE_TITLE_MAX_LENGTH } from '@site/shared';

/** site-spec.md section 3: a guide card's title is cut at 80 characters and gets an ellipsis. */
export function shortenTitle(title: string, maxLength: number = GUIDE_TITLE_MAX_LENGTH): string {
  return title.length > maxLength ? `${title.slice(0, maxLength)}…` : title;
}
