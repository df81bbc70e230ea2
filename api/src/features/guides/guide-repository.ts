import type { GuideCategory, GuideListItem, Paginated } from '@site/shared/contracts';
import type { Db } from '../../db/database.ts';

export interface GuideListFilter {
  page: number;
  perPage: number;
  category?: GuideCategory;
  title?: string;
}

const LIST_COLUMNS = 'slug, title, feature_image, feature_alt_tag';

/** `%` and `_` in a visitor's search are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function createGuideRepository(db: Db) {
  function where(filter: GuideListFilter): { sql: string; params: Record<string, string> } {
    const clauses: string[] = [];
    const params: Record<string, string> = {};
    if (filter.category) {
      clauses.push('category = @category');
      params.category = filter.category;
    }
    if (filter.title) {
      clauses.push("title LIKE @title ESCAPE '\\'");
      params.title = likePattern(filter.title);
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  return {
    /** Newest first; `last_page` is at least 1 so that page 1 always exists. */
    list(filter: GuideListFilter): Paginated<GuideListItem> {
      const { sql, params } = where(filter);
      const { total } = db.prepare(`SELECT COUNT(*) AS total FROM guides ${sql}`).get(params) as { total: number };
      const data = db
        .prepare(
          `SELECT ${LIST_COLUMNS} FROM guides ${sql}
           ORDER BY publish_date DESC, id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: filter.perPage, offset: (filter.page - 1) * filter.perPage }) as GuideListItem[];
      return {
        data,
        current_page: filter.page,
        last_page: Math.max(1, Math.ceil(total / filter.perPage)),
        per_page: filter.perPage,
        total,
      };
    },

    featured(): GuideListItem[] {
      return db
        .prepare(`SELECT ${LIST_COLUMNS} FROM guides WHERE is_featured = 1 ORDER BY publish_date DESC`)
        .all() as GuideListItem[];
    },
  };
}

export type GuideRepository = ReturnType<typeof createGuideRepository>;
