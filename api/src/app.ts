import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { ApiConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { loadSeeds } from './db/seed.ts';
import { createGuideRepository } from './features/guides/guide-repository.ts';
import { registerGuideRoutes } from './features/guides/guide-routes.ts';
import { registerHealthRoutes } from './features/health/health-routes.ts';
import { registerReleaseRoutes } from './features/releases/release-routes.ts';
import { installErrorHandling } from './http/errors.ts';

/** The API as a Fastify instance, ready to `listen` or to `inject` in tests. */
export async function buildApp(config: ApiConfig, options: { logger?: boolean } = {}) {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    ajv: { customOptions: { coerceTypes: true, removeAdditional: true, useDefaults: true, allErrors: false } },
  });
  const db = openDatabase(config.dataDir);
  const seeded = loadSeeds(db, config.seedDir);
  if (seeded.length) app.log.info({ seeded }, 'Loaded content seed files');
  app.addHook('onClose', () => db.close());

  installErrorHandling(app);
  // Seed images and PDFs: small local files, served with the content that names them.
  await app.register(fastifyStatic, {
    root: path.join(config.seedDir, 'media'),
    prefix: '/media/',
    maxAge: '1d',
  });
  registerHealthRoutes(app, db);
  registerGuideRoutes(app, createGuideRepository(db));
  registerReleaseRoutes(app, config);
  return app;
}
