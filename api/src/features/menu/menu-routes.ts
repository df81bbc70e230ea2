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
    async () => {
      const [blogs, podcasts, guides, news, events, caseStudies] = await Promise.all([
        featured('blog'),
        featured('podcast'),
        featured('guide'),
        featured('news'),
        featured('event'),
        featured('case-study'),
      ]);
      return {
        blogs: blogs.map((item) => pick(item, ['slug', 'title', 'feature_image', 'blog_category'])),
        podcasts: podcasts.map((item) => pick(item, ['slug', 'title', 'megamenu_image'])),
        guide: guides.map((item) => pick(item, ['slug', 'title', 'feature_image'])),
        news: news.map((item) => pick(item, ['slug', 'title', 'feature_image'])),
        events: events.map((item) => pick(item, ['slug', 'title', 'feature_image', 'start_date', 'end_date'])),
        casestudy: caseStudies.map((item) => pick(item, ['slug', 'title', 'feature_image'])),
      };
    },
  );
}
