import { guideCategories } from '@site/shared';
import type { GuideCategory } from '@site/shared';
import { guideCategoryLabels, guideListCopy } from './constants.ts';
import styles from './guide-category-filter.module.css';
import { guideListParams } from './use-guide-list-state.ts';

interface GuideCategoryFilterProps {
  selected: GuideCategory | undefined;
  onSelect: (category: GuideCategory | undefined) => void;
  /** The search, kept by a category change. */
  title: string;
  /** Where the buttons submit without JavaScript (a GET: the address of the results). */
  action: string;
}

const options: { category: GuideCategory | undefined; label: string }[] = [
  { category: undefined, label: guideListCopy.allCategories },
  ...guideCategories.map((category) => ({ category, label: guideCategoryLabels[category] })),
];

/**
 * 'All Guides' and the seven categories of site-spec.md section 2.7; the pressed one is the filter. Each is a
 * submit button of a GET form (docs/decisions/010): without JavaScript it loads `?category=` with the search and
 * no page (a category change starts at page 1); 'All Guides' sends no category.
 */
export function GuideCategoryFilter({ selected, onSelect, title, action }: GuideCategoryFilterProps) {
  return (
    <form method="get" action={action}>
      {title && <input type="hidden" name={guideListParams.title} value={title} />}
      <div role="group" aria-label={guideListCopy.categoriesLabel} className={styles.filter}>
        {options.map(({ category, label }) => (
          <button
            key={category ?? 'all'}
            type="submit"
            {...(category ? { name: guideListParams.category, value: category } : {})}
            className={styles.option}
            aria-pressed={selected === category}
            onClick={(event) => {
              event.preventDefault();
              onSelect(category);
            }}
          >
            {label}
          </button>
        ))}
      </div>
    </form>
  );
}
