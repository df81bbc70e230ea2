import type { CaseStudy, CaseStudyListItem, CaseStudyListResponse } from '@site/shared';

/** Test data in the API's shapes. */
export const caseStudyCards: CaseStudyListItem[] = [
  {
    slug: 'texas-mga-cuts-policy-issuance-turnaround',
    title: 'How a Texas MGA Cut Policy Issuance Turnaround from 72 to 24 Hours',
    feature_image: '/media/case-studies/texas-mga.svg',
    feature_alt_tag: 'Illustration of a policy document with a clock',
    case_study_category: { name: 'Insurance' },
  },
  {
    slug: 'ohio-agency-group-workflow-redesign',
    title: 'Workflow Redesign Lifts Producer Capacity at a Six-Office Agency in Ohio',
    feature_image: '/media/case-studies/ohio-agency.svg',
    feature_alt_tag: 'Illustration of a redesigned agency workflow',
    case_study_category: { name: 'Insurance Agency Optimization' },
  },
];

export function caseStudyPage(currentPage: number, lastPage: number, items = caseStudyCards): CaseStudyListResponse {
  return {
    status: true,
    data: { data: items, current_page: currentPage, last_page: lastPage, per_page: 6, total: lastPage * 6 },
  };
}

export const caseStudy: CaseStudy = {
  slug: 'ohio-agency-group-workflow-redesign',
  title: 'Workflow Redesign Lifts Producer Capacity at a Six-Office Agency in Ohio',
  long_description: '<p>A six-office agency group asked for help.</p><h2>The results</h2><p>Capacity rose.</p>',
  caseStudy_desktop_banner: '/media/case-studies/banner-desktop.svg',
  caseStudy_mobile_banner: '/media/case-studies/banner-mobile.svg',
  alt_tag: 'Banner of an insurance agency team',
  cta_button: null,
  case_Study_pdf: '/media/case-studies/pdf/ohio-agency-group-workflow-redesign.pdf',
  meta_title: 'Ohio Agency Workflow Redesign Case Study',
  meta_description: 'How a six-office Ohio agency group lifted producer capacity.',
  keywords: 'agency workflow, insurance agency optimization',
  written_by: null,
  feature_image: '/media/case-studies/ohio-agency.svg',
};

export { json } from '@site/shared/testing';
