import type { BlogListItem } from '@site/shared';
import { BlogCard } from './blog-card.tsx';
import styles from '../listing/card-grid.module.css';

/** Blog cards, three per row on wide screens. */
export function BlogCardGrid({ items }: { items: readonly BlogListItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.slug}>
          <BlogCard item={item} />
        </li>
      ))}
    </ul>
  );
}
