import { LRUCache } from 'lru-cache';
import type { Paginated } from '@site/shared/contracts';
import type { Db } from '../../db/database.ts';
import type { ImageCatalog } from '../media/image-pipeline.ts';
import type { ContentItem, ContentType, ContentTypeDefinition } from './content-types.ts';
import { contentTypes } from './content-types.ts';
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

/** Ours: sanitized items kept between requests; several times the site's content, so in practice all of it. */
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
export function withImages(definition: ContentTypeDefinition, item: ContentItem, catalog: ImageCatalog): ContentItem {
  const images = Object.fromEntries(
    definition.urlFields.flatMap((field) => {
      const value = item[field];
      const info = typeof value === 'string' ? catalog.get(value) : undefined;
      return info ? [[field, info]] : [];
    }),
  );
  return Object.keys(images).length ? { ...item, images } : item;
}

/**
 * Reads content of every type from the one table. Every item leaves through
 * `sanitizeItem`, so no query can hand a browser unsafe HTML; and through
 * `withImages`, so every page can size and pick renditions of its images.
 */
export function createContentRepository(db: Db, catalog: ImageCatalog = new Map()) {
  // Sanitizing HTML costs far more than the query; an item is sanitized once
  // and reused while its row's JSON is the same text (so no invalidation).
  const sanitized = new LRUCache<number, { type: ContentType; data: string; item: ContentItem }>({
    max: SANITIZED_ITEMS_MAX,
  });
  const revisionQuery = db.prepare<[], number>('SELECT revision FROM content_revision WHERE id = 1').pluck();

  function toItem(type: ContentType, row: Row): ContentItem {
    const kept = sanitized.get(row.id);
    if (kept && kept.type === type && kept.data === row.data) return kept.item;
    const definition = contentTypes[type];
    const clean = sanitizeItem(definition, { id: row.id, ...(JSON.parse(row.data) as ContentItem) });
    const item = deepFreeze(withImages(definition, clean, catalog));
    sanitized.set(row.id, { type, data: row.data, item });
    return item;
  }

  function toItems(type: ContentType, rows: Row[]): ContentItem[] {
    return rows.map((row) => toItem(type, row));
  }

  function where(type: ContentType, filter: Omit<ListFilter, 'page' | 'perPage'>) {
    const clauses = ['type = @type'];
    const params: Record<string, string> = { type };
    if (filter.category) {
      clauses.push(filter.categoryField ? `json_extract(data, @categoryPath) = @category` : 'category = @category');
      params.category = filter.category;
      if (filter.categoryField) params.categoryPath = `$.${filter.categoryField}`;
    }
    if (filter.title) {
      clauses.push("title LIKE @title ESCAPE '\\'");
      params.title = likePattern(filter.title);
    }
    return { sql: `WHERE ${clauses.join(' AND ')}`, params };
  }

  return {
    /** Moves with every insert, update or delete of content, by any connection (migration 5). */
    revision(): number {
      return revisionQuery.get() ?? 0;
    },

    /** One page, newest first; `last_page` is at least 1 so that page 1 always exists. */
    list(type: ContentType, filter: ListFilter): Paginated<ContentItem> {
      const { sql, params } = where(type, filter);
      const { total } = db.prepare(`SELECT COUNT(*) AS total FROM content_items ${sql}`).get(params) as {
        total: number;
      };
      const rows = db
        .prepare(`SELECT id, data FROM content_items ${sql} ${ORDER} LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: filter.perPage, offset: (filter.page - 1) * filter.perPage }) as Row[];
      return {
        data: toItems(type, rows),
        current_page: filter.page,
        last_page: Math.max(1, Math.ceil(total / filter.perPage)),
        per_page: filter.perPage,
        total,
      };
    },

    all(type: ContentType): ContentItem[] {
      const rows = db.prepare(`SELECT id, data FROM content_items WHERE type = ? ${ORDER}`).all(type) as Row[];
      return toItems(type, rows);
    },

    bySlug(type: ContentType, slug: string): ContentItem | undefined {
      const row = db.prepare('SELECT id, data FROM content_items WHERE type = ? AND slug = ?').get(type, slug) as
        Row | undefined;
      return row ? toItems(type, [row])[0] : undefined;
    },

    /** By slug, or by title ignoring case (job openings are linked by position name). */
    bySlugOrTitle(type: ContentType, key: string): ContentItem | undefined {
      const row = db
        .prepare('SELECT id, data FROM content_items WHERE type = ? AND (slug = ? OR lower(title) = lower(?)) LIMIT 1')
        .get(type, key, key) as Row | undefined;
      return row ? toItems(type, [row])[0] : undefined;
    },

    featured(type: ContentType, limit: number): ContentItem[] {
      const rows = db
        .prepare(`SELECT id, data FROM content_items WHERE type = ? AND is_featured = 1 ${ORDER} LIMIT ?`)
        .all(type, limit) as Row[];
      return toItems(type, rows);
    },

    /** Items whose JSON `flag` is true, newest first. */
    flagged(type: ContentType, flag: string, limit: number): ContentItem[] {
      const rows = db
        .prepare(`SELECT id, data FROM content_items WHERE type = ? AND json_extract(data, ?) = 1 ${ORDER} LIMIT ?`)
        .all(type, `$.${flag}`, limit) as Row[];
      return toItems(type, rows);
    },

    /** Newest items other than `excludeSlug`, optionally of one category. */
    others(type: ContentType, excludeSlug: string, limit: number, category?: string): ContentItem[] {
      const rows = db
        .prepare(
          `SELECT id, data FROM content_items WHERE type = @type AND slug != @slug
           AND (@category IS NULL OR category = @category) ${ORDER} LIMIT @limit`,
        )
        .all({ type, slug: excludeSlug, category: category ?? null, limit }) as Row[];
      return toItems(type, rows);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

/**
 * Copies the named fields of an item, in that order: a list item's shape.
 * The `images` of the fields kept come along, so a card sizes its image too.
 */
export function pick<K extends string>(item: ContentItem, keys: readonly K[]): Record<K, unknown> {
  const picked: Record<string, unknown> = Object.fromEntries(keys.map((key) => [key, item[key] ?? null]));
  const images = item.images as Record<string, unknown> | undefined;
  const kept = images ? Object.entries(images).filter(([field]) => (keys as readonly string[]).includes(field)) : [];
  if (kept.length) picked.images = Object.fromEntries(kept);
  return picked as Record<K, unknown>;
}
