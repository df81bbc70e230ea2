import { brand } from '@site/shared';
import type { Blog, PageMeta } from '@site/shared';
import { listedArticleMeta } from '../listing/listed-meta.ts';

/** The head of a blog page, from the blog's own meta fields. */
export function blogMeta(blog: Blog, path: string): PageMeta {
  return listedArticleMeta(blog, 'blog-detail', path, {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description: blog.meta_description,
    datePublished: blog.publish_date,
    image: `${brand.siteUrl}${blog.feature_image}`,
    // A post without a named writer is the company's own, as a guide's is.
    author: blog.written_by
      ? { '@type': 'Person', name: blog.written_by }
      : { '@type': 'Organization', name: brand.legalName, url: brand.siteUrl },
    publisher: { '@type': 'Organization', name: brand.legalName, url: brand.siteUrl },
    mainEntityOfPage: `${brand.siteUrl}${path}`,
  });
}
