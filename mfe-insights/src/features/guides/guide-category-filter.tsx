import { guideCategories } from '@site/shared';
import type { GuideCategory } from '@site/shared';
import { guideCategoryLabels, guideListCopy } from './constants.ts';
import styles from './guide-category-filter.module.css';

interface GuideCategoryFilterProps {
  selected: GuideCategory | undefined;
  onSelect: (category: GuideCategory | undefined) => void;
}

const options: { category: GuideCategory | undefined; label: string }[] = [
  { category: undefined, label: guideListCopy.allCategories },
  ...guideCategories.map((category) => ({ category, label: guideCategoryLabels[category] })),
];

/** 'All Guides' and the seven categories of site-spec.md section 2.7; the pressed one is the filter. */
export function GuideCategoryFilter({ selected, onSelect }: GuideCategoryFilterProps) {
  return (
    <div role="group" aria-label={guideListCopy.categoriesLabel} className={styles.filter}>
      {options.map(({ category, label }) => (
        <button
          key={category ?? 'all'}
          type="button"
          className={styles.option}
          aria-pressed={selected === category}
          onClick={() => onSelect(category)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
