import { LRUCache } from 'lru-cache';
import type { Paginated } from '@site/shared/contracts';
import type { Db } from '../../db/database.ts';
import type { ImageCatalog } from '../media/image-pipeline.ts';
import type { WithImages } from '@site/shared/contracts';
import type { ContentItem, ContentType, ContentTypeDefinition } from './content-types.ts';
import { contentTypes } from './content-types.ts';
import { seedValidators } from './content-validators.ts';
import { sanitizeItem } from './sanitize-item.ts';

export interface ListFilter {
  page: number;
  perPage: number;
  category?: string;
  /** Matches a field of the item's JSON instead of the category column. */
  categoryField?: string;
  title?: string;
}

interface Row {
  id: number;
  data: string;
}

/** `%` and `_` in a visitor's search are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const ORDER = 'ORDER BY publish_date DESC, id DESC';

/** Ours: sanitized items of a type kept between requests; several times the site's content, so in practice all of it. */
export const SANITIZED_ITEMS_MAX = 2000;

/** Cached items are shared by every request that reads them: no route may change one. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The item with `images`: what the media pipeline knows of each of its image fields (sizes, renditions). */
export function withImages<I extends object>(
  definition: ContentTypeDefinition,
  item: I,
  catalog: ImageCatalog,
): I & WithImages {
  const images = Object.fromEntries(
    definition.urlFields.flatMap((field) => {
      const value: unknown = (item as Record<string, unknown>)[field];
      const info = typeof value === 'string' ? catalog.get(value) : undefined;
      return info ? [[field, info]] : [];
    }),
  );
  return Object.keys(images).length ? { ...item, images } : item;
}

type SanitizedCaches = { [T in ContentType]: LRUCache<number, { data: string; item: ContentItem<T> }> };

function sanitizedCaches(): SanitizedCaches {
  const cache = <T extends ContentType>() =>
    new LRUCache<number, { data: string; item: ContentItem<T> }>({ max: SANITIZED_ITEMS_MAX });
  return {
    guide: cache(),
    podcast: cache(),
    news: cache(),
    'case-study': cache(),
    blog: cache(),
    event: cache(),
    opening: cache(),
  };
}

/**
 * Reads content of every type from the one table. Every item leaves through
 * `sanitizeItem`, so no query can hand a browser unsafe HTML; and through
 * `withImages`, so every page can size and pick renditions of its images.
 */
export function createContentRepository(db: Db, catalog: ImageCatalog = new Map()) {
  // Sanitizing HTML costs far more than the query; an item is sanitized once
  // and reused while its row's JSON is the same text (so no invalidation).
  const sanitized = sanitizedCaches();
  const d = db.dialect;

  /**
   * A row as its type's item. The row is checked against the type's schema, as its seed was: content edited in
   * the database after the seed meets the same rule, and a row that breaks it fails loudly, naming itself.
   */
  function toItem<T extends ContentType>(type: T, row: Row): ContentItem<T> {
    const cache: SanitizedCaches[T] = sanitized[type];
    const kept = cache.get(row.id);
    if (kept && kept.data === row.data) return kept.item;
    const definition = contentTypes[type];
    const data: unknown = JSON.parse(row.data);
    const validator = seedValidators[type];
    if (!validator.Check(data)) {
      const [first] = validator.Errors(data);
      throw new Error(
        `Content row ${row.id} (${type}) does not match its schema: ${first?.instancePath} ${first?.message}`,
      );
    }
    const clean = sanitizeItem(definition, { id: row.id, ...data });
    const item = deepFreeze(withImages(definition, clean, catalog));
    cache.set(row.id, { data: row.data, item });
    return item;
  }

  function toItems<T extends ContentType>(type: T, rows: Row[]): ContentItem<T>[] {
    return rows.map((row) => toItem(type, row));
  }

  function where(type: ContentType, filter: Omit<ListFilter, 'page' | 'perPage'>) {
    const clauses = ['type = ?'];
    const params: string[] = [type];
    if (filter.category) {
      if (filter.categoryField) {
        clauses.push(`${d.jsonFieldText('data')} = ?`);
        params.push(filter.categoryField);
      } else {
        clauses.push('category = ?');
      }
      params.push(filter.category);
    }
    if (filter.title) {
      clauses.push(`title ${d.likeIgnoringCase} ? ESCAPE '\\'`);
      params.push(likePattern(filter.title));
    }
    return { sql: `WHERE ${clauses.join(' AND ')}`, params };
  }

  return {
    /** One page, newest first; `last_page` is at least 1 so that page 1 always exists. */
    async list<T extends ContentType>(type: T, filter: ListFilter): Promise<Paginated<ContentItem<T>>> {
      const { sql, params } = where(type, filter);
      const counted = await db.get<{ total: number }>(`SELECT COUNT(*) AS total FROM content_items ${sql}`, params);
      const total = counted?.total ?? 0;
      const rows = await db.all<Row>(`SELECT id, data FROM content_items ${sql} ${ORDER} LIMIT ? OFFSET ?`, [
        ...params,
        filter.perPage,
        (filter.page - 1) * filter.perPage,
      ]);
      return {
        data: toItems(type, rows),
        current_page: filter.page,
        last_page: Math.max(1, Math.ceil(total / filter.perPage)),
        per_page: filter.perPage,
        total,
      };
    },

    async all<T extends ContentType>(type: T): Promise<ContentItem<T>[]> {
      return toItems(type, await db.all<Row>(`SELECT id, data FROM content_items WHERE type = ? ${ORDER}`, [type]));
    },

    async bySlug<T extends ContentType>(type: T, slug: string): Promise<ContentItem<T> | undefined> {
      const row = await db.get<Row>('SELECT id, data FROM content_items WHERE type = ? AND slug = ?', [type, slug]);
      return row ? toItem(type, row) : undefined;
    },

    /** By slug, or by title ignoring case (job openings are linked by position name). */
    async bySlugOrTitle<T extends ContentType>(type: T, key: string): Promise<ContentItem<T> | undefined> {
      const row = await db.get<Row>(
        'SELECT id, data FROM content_items WHERE type = ? AND (slug = ? OR lower(title) = lower(?)) ORDER BY id LIMIT 1',
        [type, key, key],
      );
      return row ? toItem(type, row) : undefined;
    },

    async featured<T extends ContentType>(type: T, limit: number): Promise<ContentItem<T>[]> {
      const rows = await db.all<Row>(
        `SELECT id, data FROM content_items WHERE type = ? AND is_featured = 1 ${ORDER} LIMIT ?`,
        [type, limit],
      );
      return toItems(type, rows);
    },

    /** Items whose JSON `flag` is true, newest first. */
    async flagged<T extends ContentType>(type: T, flag: string, limit: number): Promise<ContentItem<T>[]> {
      const rows = await db.all<Row>(
        `SELECT id, data FROM content_items WHERE type = ? AND ${d.jsonFieldIsTrue('data')} ${ORDER} LIMIT ?`,
        [type, flag, limit],
      );
      return toItems(type, rows);
    },

    /** Newest items other than `excludeSlug`, optionally of one category. */
    async others<T extends ContentType>(
      type: T,
      excludeSlug: string,
      limit: number,
      category?: string,
    ): Promise<ContentItem<T>[]> {
      const rows = await db.all<Row>(
        `SELECT id, data FROM content_items WHERE type = ? AND slug != ?
         AND (${d.textParam} IS NULL OR category = ?) ${ORDER} LIMIT ?`,
        [type, excludeSlug, category ?? null, category ?? null, limit],
      );
      return toItems(type, rows);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

/**
 * Copies the named fields of an item, in that order: a list item's shape.
 * The `images` of the fields kept come along, so a card sizes its image too.
 */
export function pick<I extends WithImages, K extends keyof I & string>(
  item: I,
  keys: readonly K[],
): Pick<I, K> & WithImages {
  const picked: Partial<I> & WithImages = {};
  for (const key of keys) picked[key] = item[key];
  const kept = Object.entries(item.images ?? {}).filter(([field]) => (keys as readonly string[]).includes(field));
  if (kept.length) picked.images = Object.fromEntries(kept);
  return picked as Pick<I, K> & WithImages;
}
