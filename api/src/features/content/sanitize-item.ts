import { sanitizeContentHtml, sanitizeUrl } from '../../http/sanitize.ts';
import type { ContentItem, ContentTypeDefinition } from './content-types.ts';

function sanitizeField(item: ContentItem, path: string, clean: (value: string) => string): ContentItem {
  const [listKey, field] = path.split('[].');
  if (field && listKey) {
    const list = item[listKey];
    if (!Array.isArray(list)) return item;
    const cleaned = list.map((entry: unknown) =>
      entry && typeof entry === 'object' ? sanitizeField(entry as ContentItem, field, clean) : entry,
    );
    return { ...item, [listKey]: cleaned };
  }
  const value = item[path];
  return typeof value === 'string' ? { ...item, [path]: clean(value) } : item;
}

/** The item as it may reach a browser: HTML made inert, addresses checked. */
export function sanitizeItem(definition: ContentTypeDefinition, item: ContentItem): ContentItem {
  const withHtml = definition.htmlFields.reduce(
    (current, path) => sanitizeField(current, path, sanitizeContentHtml),
    item,
  );
  return definition.urlFields.reduce((current, path) => sanitizeField(current, path, sanitizeUrl), withHtml);
}
