import { Link } from '@site/shared/router';
import { getRoute } from '@site/shared';
import { ALL_BLOGS_LINK, BLOG_NOT_FOUND_MESSAGE } from './constants.ts';

/** Shown in place of a blog that could not be had. */
export function BlogNotFound() {
  return (
    <div role="alert">
      <p>{BLOG_NOT_FOUND_MESSAGE}</p>
      <Link to={getRoute('blogs').path}>{ALL_BLOGS_LINK}</Link>
    </div>
  );
}
