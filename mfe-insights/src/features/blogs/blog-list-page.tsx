import { ListedListPage } from '../listing/listed-pages.tsx';
import { BlogBanner } from './blog-banner.tsx';
import { blogKind } from './blog-kind.ts';
import { blogListMeta } from './constants.ts';

/** /blogs, in the newsroom's style: banner, heading and cards three per row, paged. */
export function BlogListPage() {
  return <ListedListPage kind={blogKind} meta={blogListMeta} banner={<BlogBanner />} />;
}
