import type { Db } from '../../db/database.ts';
import type { ContentItem, ContentTypeDefinition } from './content-types.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks a seed file so that an editing mistake fails the start, naming the item and field. */
export function parseContentSeed(definition: ContentTypeDefinition, value: unknown): ContentItem[] {
  if (!Array.isArray(value)) throw new Error(`${definition.seedFile} must hold an array`);
  const slugs = new Set<string>();
  return value.map((item: unknown, index) => {
    if (!item || typeof item !== 'object') throw new Error(`${definition.seedFile} item ${index} is not an object`);
    const record = item as ContentItem;
    const where = `${definition.seedFile} item ${index} (${String(record.slug ?? 'no slug')})`;
    for (const field of definition.requiredText) {
      const fieldValue = record[field];
      if (typeof fieldValue !== 'string' || fieldValue.trim() === '') {
        throw new Error(`${where}: "${field}" must be a non-empty string`);
      }
    }
    const slug = record.slug as string;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`${where}: "slug" must be kebab-case`);
    if (slugs.has(slug)) throw new Error(`${where}: duplicate slug`);
    slugs.add(slug);
    const { publishDate } = definition.columns(record);
    if (publishDate && !ISO_DATE.test(publishDate)) throw new Error(`${where}: dates must be YYYY-MM-DD`);
    return record;
  });
}

export function insertContent(db: Db, definition: ContentTypeDefinition, items: ContentItem[]): void {
  const insert = db.prepare(`INSERT INTO content_items (type, slug, title, category, publish_date, is_featured, data)
    VALUES (@type, @slug, @title, @category, @publishDate, @featured, @data)`);
  for (const item of items) {
    const { title, category, publishDate, featured } = definition.columns(item);
    insert.run({
      type: definition.type,
      slug: item.slug,
      title,
      category,
      publishDate,
      featured: featured ? 1 : 0,
      data: JSON.stringify(item),
    });
  }
}
