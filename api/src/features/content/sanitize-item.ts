import { sanitizeContentHtml, sanitizeUrl } from '../../http/sanitize.ts';
import type { ContentTypeDefinition } from './content-types.ts';

type Fields = Record<string, unknown>;

function sanitizeField(item: Fields, path: string, clean: (value: string) => string): Fields {
  const [listKey, field] = path.split('[].');
  if (field && listKey) {
    const list = item[listKey];
    if (!Array.isArray(list)) return item;
    const cleaned = list.map((entry: unknown) =>
      entry && typeof entry === 'object' ? sanitizeField(entry as Fields, field, clean) : entry,
    );
    return { ...item, [listKey]: cleaned };
  }
  const value = item[path];
  return typeof value === 'string' ? { ...item, [path]: clean(value) } : item;
}

/**
 * The item as it may reach a browser: HTML made inert, addresses checked.
 * Only string values change, each to another string, so the item keeps its type.
 */
export function sanitizeItem<I extends object>(definition: ContentTypeDefinition, item: I): I {
  const withHtml = definition.htmlFields.reduce((current, path) => sanitizeField(current, path, sanitizeContentHtml), {
    ...item,
  } as Fields);
  return definition.urlFields.reduce((current, path) => sanitizeField(current, path, sanitizeUrl), withHtml) as I;
}
