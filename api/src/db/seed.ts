import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { insertContent, parseContentSeed } from '../features/content/content-seed.ts';
import { contentTypes } from '../features/content/content-types.ts';
import type { Db } from './database.ts';

/**
 * Loads each content seed file once, on the first start of a database.
 * Content edited later in the database is never overwritten by a restart.
 */
export function loadSeeds(db: Db, seedDir: string): string[] {
  const loaded: string[] = [];
  const isLoaded = db.prepare<[string], { name: string }>('SELECT name FROM seed_runs WHERE name = ?');
  const markLoaded = db.prepare('INSERT INTO seed_runs (name, loaded_at) VALUES (?, ?)');
  for (const definition of Object.values(contentTypes)) {
    const file = path.join(seedDir, definition.seedFile);
    if (isLoaded.get(definition.seedFile) || !existsSync(file)) continue;
    const items = parseContentSeed(definition, JSON.parse(readFileSync(file, 'utf8')) as unknown);
    db.transaction(() => {
      insertContent(db, definition, items);
      markLoaded.run(definition.seedFile, new Date().toISOString());
    })();
    loaded.push(definition.seedFile);
  }
  return loaded;
}
