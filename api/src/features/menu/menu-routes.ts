import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MENU_ITEMS_PER_LIST } from '@site/shared/contracts';
import { MenuDataResponseSchema } from '@site/shared/schemas';
import { contentResponses } from '../../http/content-responses.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';

/** GET /api/menu/data: each mega-menu list is its type's featured items. */
export function registerMenuRoutes(app: FastifyInstance, content: ContentRepository): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const featured = <T extends Parameters<ContentRepository['featured']>[0]>(type: T) =>
    content.featured(type, MENU_ITEMS_PER_LIST);

  api.get(
    '/api/menu/data',
    { config: { responseCache: true }, schema: { response: contentResponses(MenuDataResponseSchema) } },
    async () => ({
      blogs: featured('blog').map((item) => pick(item, ['slug', 'title', 'feature_image', 'blog_category'])),
      podcasts: featured('podcast').map((item) => pick(item, ['slug', 'title', 'megamenu_image'])),
      guide: featured('guide').map((item) => pick(item, ['slug', 'title', 'feature_image'])),
      news: featured('news').map((item) => pick(item, ['slug', 'title', 'feature_image'])),
      events: featured('event').map((item) => pick(item, ['slug', 'title', 'feature_image', 'start_date', 'end_date'])),
      casestudy: featured('case-study').map((item) => pick(item, ['slug', 'title', 'feature_image'])),
    }),
  );
}
