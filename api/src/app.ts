import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { ApiConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { loadSeeds } from './db/seed.ts';
import { createContentRepository } from './features/content/content-repository.ts';
import { registerBlogAndEventRoutes } from './features/blogs-events/blog-event-routes.ts';
import { registerCaseStudyRoutes } from './features/case-studies/case-study-routes.ts';
import { registerGuideRoutes } from './features/guides/guide-routes.ts';
import { registerMenuRoutes } from './features/menu/menu-routes.ts';
import { registerNewsRoutes } from './features/news/news-routes.ts';
import { registerOpeningRoutes } from './features/openings/opening-routes.ts';
import { registerPodcastRoutes } from './features/podcasts/podcast-routes.ts';
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
  const content = createContentRepository(db);
  registerGuideRoutes(app, content);
  registerPodcastRoutes(app, content);
  registerNewsRoutes(app, content);
  registerCaseStudyRoutes(app, content);
  registerOpeningRoutes(app, content);
  registerBlogAndEventRoutes(app, content);
  registerMenuRoutes(app, content);
  registerReleaseRoutes(app, config);
  return app;
}
