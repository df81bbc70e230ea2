import type { Sql } from '../../db/database.ts';
import type { ContentType, ContentTypeDefinition, SeedItem } from './content-types.ts';
import { seedValidators } from './content-validators.ts';

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `/faq/0/f_answer` as `faq[0].f_answer`. */
function fieldName(instancePath: string): string {
  return instancePath
    .slice(1)
    .split('/')
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index ? `.${part}` : part))
    .join('');
}

/**
 * Checks a seed file against its type's schema so that an editing mistake
 * fails the start, naming the item and field.
 */
export function parseContentSeed<T extends ContentType>(
  definition: ContentTypeDefinition<T>,
  value: unknown,
): SeedItem<T>[] {
  if (!Array.isArray(value)) throw new Error(`${definition.seedFile} must hold an array`);
  const validator = seedValidators[definition.type];
  const slugs = new Set<string>();
  return value.map((item: unknown, index) => {
    const slug = item && typeof item === 'object' && 'slug' in item ? String(item.slug) : 'no slug';
    const where = `${definition.seedFile} item ${index} (${slug})`;
    if (!validator.Check(item)) {
      const [first] = validator.Errors(item);
      const field = first ? fieldName(first.instancePath) : '';
      throw new Error(`${where}: ${field ? `"${field}" ` : ''}${first?.message ?? 'does not match its schema'}`);
    }
    if (!KEBAB_CASE.test(item.slug)) throw new Error(`${where}: "slug" must be kebab-case`);
    if (slugs.has(item.slug)) throw new Error(`${where}: duplicate slug`);
    slugs.add(item.slug);
    return item;
  });
}

export async function insertContent<T extends ContentType>(
  sql: Sql,
  definition: ContentTypeDefinition<T>,
  items: SeedItem<T>[],
): Promise<void> {
  for (const item of items) {
    const { title, category, publishDate, featured } = definition.columns(item);
    await sql.run(
      `INSERT INTO content_items (type, slug, title, category, publish_date, is_featured, data)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [definition.type, item.slug, title, category, publishDate, featured ? 1 : 0, JSON.stringify(item)],
    );
  }
}
