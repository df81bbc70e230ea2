import type { FastifyInstance } from 'fastify';
import { MENU_ITEMS_PER_LIST } from '@site/shared/contracts';
import type { MenuDataResponse } from '@site/shared/contracts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import type { ContentType } from '../content/content-types.ts';

/** GET /api/menu/data: each mega-menu list is its type's featured items. */
export function registerMenuRoutes(app: FastifyInstance, content: ContentRepository): void {
  const featured = <T>(type: ContentType, fields: readonly string[]) =>
    content.featured(type, MENU_ITEMS_PER_LIST).map((item) => pick(item, fields) as unknown as T);

  app.get('/api/menu/data', { config: { responseCache: true } }, async () => {
    const body: MenuDataResponse = {
      blogs: featured('blog', ['slug', 'title', 'feature_image', 'blog_category']),
      podcasts: featured('podcast', ['slug', 'title', 'megamenu_image']),
      guide: featured('guide', ['slug', 'title', 'feature_image']),
      news: featured('news', ['slug', 'title', 'feature_image']),
      events: featured('event', ['slug', 'title', 'feature_image', 'start_date', 'end_date']),
      casestudy: featured('case-study', ['slug', 'title', 'feature_image']),
    };
    return body;
  });
}
