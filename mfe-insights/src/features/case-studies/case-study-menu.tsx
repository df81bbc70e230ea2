import { useId, useState } from 'react';
import { Link } from '@site/shared/router';
import { getRoute } from '@site/shared';
import type { CaseStudyCategory } from '@site/shared';
import { caseStudyMenuGroups, groupOf } from './case-study-categories.ts';
import type { CaseStudyMenuGroupId } from './case-study-categories.ts';
import { ALL_CATEGORIES_LABEL, CASE_STUDY_MENU_LABEL } from './constants.ts';
import styles from './case-study-menu.module.css';

const listPath = () => getRoute('case-studies').path;

/**
 * site-spec.md sections 2.10 and 4: 'All' and the groups 'Industries' and
 * 'Services'. At most one group is open; opening one closes the other, and
 * a group's categories show only while it is open. Each category is a link
 * to its URL fragment, which is where the list reads the category from.
 */
export function CaseStudyMenu({ category }: { category: CaseStudyCategory | undefined }) {
  const baseId = useId();
  const [openGroup, setOpenGroup] = useState<CaseStudyMenuGroupId | null>(() => groupOf(category));
  // The category can change after the first render (the fragment is read once the page runs in the browser):
  // its group opens.
  const [shownCategory, setShownCategory] = useState(category);
  if (category !== shownCategory) {
    setShownCategory(category);
    const group = groupOf(category);
    if (group) setOpenGroup(group);
  }

  return (
    <nav className={styles.menu} aria-label={CASE_STUDY_MENU_LABEL}>
      <Link className={styles.all} to={listPath()} aria-current={category ? undefined : 'page'}>
        {ALL_CATEGORIES_LABEL}
      </Link>
      {caseStudyMenuGroups.map((group) => {
        const open = openGroup === group.id;
        const listId = `${baseId}-${group.id}`;
        return (
          <div key={group.id} className={styles.group}>
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpenGroup(open ? null : group.id)}
            >
              {group.label}
            </button>
            <ul id={listId} className={styles.submenu} hidden={!open}>
              {group.categories.map((item) => (
                <li key={item.category}>
                  <Link
                    className={styles.link}
                    to={`${listPath()}#${item.category}`}
                    aria-current={item.category === category ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
