import type { BlogListItem } from '@site/shared';
import { BlogCard } from './blog-card.tsx';
import { CardGrid } from '@site/shared/card-grid';

/** Blog cards, three per row on wide screens. */
export function BlogCardGrid({ items }: { items: readonly BlogListItem[] }) {
  return (
    <CardGrid columns="2-3">
      {items.map((item) => (
        <li key={item.slug}>
          <BlogCard item={item} />
        </li>
      ))}
    </CardGrid>
  );
}
