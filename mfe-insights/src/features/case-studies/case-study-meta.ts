import { breadcrumbFor, breadcrumbStructuredData, getRoute } from '@site/shared';
import type { CaseStudy, PageMeta } from '@site/shared';

/** The head of a case-study page, from the case study's own meta fields. */
export function caseStudyMeta(caseStudy: CaseStudy, path: string): PageMeta {
  return {
    title: caseStudy.meta_title || caseStudy.title,
    description: caseStudy.meta_description,
    keywords: caseStudy.keywords,
    image: caseStudy.feature_image,
    structuredData: [breadcrumbStructuredData(breadcrumbFor(getRoute('case-study-detail'), caseStudy.title), path)],
  };
}
