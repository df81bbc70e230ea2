import { brand, breadcrumbFor, breadcrumbStructuredData, getRoute } from '@site/shared';
import type { Blog, PageMeta } from '@site/shared';

/** The head of a blog page, from the blog's own meta fields. */
export function blogMeta(blog: Blog, path: string): PageMeta {
  return {
    title: blog.meta_title || blog.title,
    description: blog.meta_description,
    keywords: blog.keywords,
    image: blog.feature_image,
    structuredData: [
      breadcrumbStructuredData(breadcrumbFor(getRoute('blog-detail'), blog.title), path),
      {
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
      },
    ],
  };
}
