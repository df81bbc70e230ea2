// Token management on the admin address (issue 51, docs/decisions/045): a token holder makes a token for a person,
// lists them all (never the tokens themselves) and revokes one. The first token is made without one, by the
// operator, through the database (`npm run release -- token create --bootstrap`, release-token-bootstrap.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ApiErrorBodySchema,
  CreatedReleaseTokenSchema,
  ReleaseTokenParamsSchema,
  ReleaseTokenRequestSchema,
  ReleaseTokenSchema,
} from '@site/shared/schemas';
import { sendError } from '../../http/errors.ts';
import { holderOf } from './release-auth.ts';
import type { ReleaseTokens } from './release-tokens.ts';

export const releaseTokenMessages = {
  notFound: 'No release token has that id.',
} as const;

const responses = <T extends ReturnType<typeof Type.Object> | ReturnType<typeof Type.Array>>(ok: T) => ({
  200: ok,
  '4xx': ApiErrorBodySchema,
  '5xx': ApiErrorBodySchema,
});

export function registerReleaseTokenRoutes(admin: FastifyInstance, tokens: ReleaseTokens): void {
  const api = admin.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/release-tokens', { schema: { response: responses(Type.Array(ReleaseTokenSchema)) } }, async () =>
    tokens.list(),
  );

  api.post(
    '/api/release-tokens',
    { schema: { body: ReleaseTokenRequestSchema, response: responses(CreatedReleaseTokenSchema) } },
    async (request, reply) => {
      const holder = holderOf(request);
      const created = await tokens.create(request.body.owner, request.body.reason, holder.owner);
      request.log.warn({ token: created.id, owner: created.owner, by: holder.owner }, 'release token created');
      return reply.header('cache-control', 'no-store').send(created);
    },
  );

  api.post(
    '/api/release-tokens/:id/revoke',
    { schema: { params: ReleaseTokenParamsSchema, response: responses(ReleaseTokenSchema) } },
    async (request, reply) => {
      const holder = holderOf(request);
      const revoked = await tokens.revoke(request.params.id, holder.owner);
      if (!revoked) return sendError(reply, 404, releaseTokenMessages.notFound);
      request.log.warn({ token: revoked.id, owner: revoked.owner, by: holder.owner }, 'release token revoked');
      return revoked;
    },
  );
}
