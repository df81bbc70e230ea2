import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OpeningDetailResponseSchema, OpeningListResponseSchema, SlugParamsSchema } from '@site/shared/schemas';
import { contentResponses, sendNotFound } from '../../http/content-responses.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import { contentTypes } from '../content/content-types.ts';

// `currunt` is the path as the spec and the deployed clients spell it.
export function registerOpeningRoutes(app: FastifyInstance, content: ContentRepository): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/currunt/opening',
    { config: { responseCache: true }, schema: { response: contentResponses(OpeningListResponseSchema) } },
    async () => ({
      status: true as const,
      data: (await content.all('opening')).map((item) =>
        pick(item, ['slug', 'position_name', 'location', 'description']),
      ),
    }),
  );

  api.get(
    '/api/currunt/opening/details/:slug',
    {
      config: { responseCache: true },
      schema: { params: SlugParamsSchema, response: contentResponses(OpeningDetailResponseSchema) },
    },
    async (request, reply) => {
      const item = await content.bySlugOrTitle('opening', request.params.slug);
      if (!item) return sendNotFound(reply, contentTypes.opening);
      return { status: true as const, data: item };
    },
  );
}
