import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@site/shared/contracts';
import type { Db } from '../../db/database.ts';

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/health', async (): Promise<HealthResponse> => {
    db.prepare('SELECT 1').get();
    return { status: 'ok', database: 'ok' };
  });
}
