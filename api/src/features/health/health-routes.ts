import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HealthResponseSchema } from '@site/shared/schemas';
import type { Db } from '../../db/database.ts';
import { contentResponses } from '../../http/content-responses.ts';

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/api/health', { schema: { response: contentResponses(HealthResponseSchema) } }, async () => {
      await db.get('SELECT 1');
      return { status: 'ok' as const, database: 'ok' as const };
    });
}
