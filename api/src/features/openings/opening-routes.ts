import type { FastifyInstance } from 'fastify';
import type { Opening, OpeningDetailResponse, OpeningListItem, OpeningListResponse } from '@site/shared/contracts';
import { sendNotFound, slugParamsSchema } from '../../http/content-responses.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import { contentTypes } from '../content/content-types.ts';

// `currunt` is the path as the spec and the deployed clients spell it.
export function registerOpeningRoutes(app: FastifyInstance, content: ContentRepository): void {
  app.get('/api/currunt/opening', { config: { responseCache: true } }, async () => {
    const body: OpeningListResponse = {
      status: true,
      data: content
        .all('opening')
        .map((item) => pick(item, ['slug', 'position_name', 'location', 'description']) as unknown as OpeningListItem),
    };
    return body;
  });

  app.get<{ Params: { slug: string } }>(
    '/api/currunt/opening/details/:slug',
    { config: { responseCache: true }, schema: { params: slugParamsSchema } },
    async (request, reply) => {
      const item = content.bySlugOrTitle('opening', request.params.slug);
      if (!item) return sendNotFound(reply, contentTypes.opening);
      const body: OpeningDetailResponse = { status: true, data: item as unknown as Opening };
      return body;
    },
  );
}
