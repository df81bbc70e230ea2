import { caseStudyIndustryCategories, caseStudyServiceCategories } from '@site/shared';
import type { CaseStudyCategory } from '@site/shared';
import { INDUSTRIES_GROUP_LABEL, SERVICES_GROUP_LABEL, caseStudyCategoryLabels } from './constants.ts';

export type CaseStudyMenuGroupId = 'industries' | 'services';

export interface CaseStudyMenuGroup {
  id: CaseStudyMenuGroupId;
  label: string;
  categories: readonly { category: CaseStudyCategory; label: string }[];
}

const entry = (category: CaseStudyCategory) => ({ category, label: caseStudyCategoryLabels[category] });

/** site-spec.md section 2.10: Industries lists accounting and bookkeeping first, then insurance. */
const industryOrder: readonly CaseStudyCategory[] = ['accountingandbookkeeping-industry', 'insurance-industry'];

export const caseStudyMenuGroups: readonly CaseStudyMenuGroup[] = [
  { id: 'industries', label: INDUSTRIES_GROUP_LABEL, categories: industryOrder.map(entry) },
  { id: 'services', label: SERVICES_GROUP_LABEL, categories: caseStudyServiceCategories.map(entry) },
];

const knownCategories = new Set<string>([...caseStudyServiceCategories, ...caseStudyIndustryCategories]);

/** The query parameter that names a category the server can see (docs/decisions/010). */
export const CATEGORY_PARAM = 'category';

/**
 * The category a URL fragment names ('#insurance-industry'), or none for
 * 'All'. A fragment that names no category also means 'All'.
 */
export function categoryFromHash(hash: string): CaseStudyCategory | undefined {
  let name = hash.replace(/^#/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    return undefined;
  }
  return knownCategories.has(name) ? (name as CaseStudyCategory) : undefined;
}

/** The group a category belongs to, to open it when the page starts on that category. */
export function groupOf(category: CaseStudyCategory | undefined): CaseStudyMenuGroupId | null {
  if (!category) return null;
  return caseStudyMenuGroups.find((group) => group.categories.some((item) => item.category === category))?.id ?? null;
}
