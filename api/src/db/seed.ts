import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { insertContent, parseContentSeed } from '../features/content/content-seed.ts';
import { contentTypes } from '../features/content/content-types.ts';
import type { Db } from './database.ts';

/**
 * Loads each content seed file once, on the first start of a database.
 * Content edited later in the database is never overwritten by a restart.
 */
export async function loadSeeds(db: Db, seedDir: string): Promise<string[]> {
  const loaded: string[] = [];
  for (const definition of Object.values(contentTypes)) {
    const file = path.join(seedDir, definition.seedFile);
    const done = await db.get('SELECT name FROM seed_runs WHERE name = ?', [definition.seedFile]);
    if (done || !existsSync(file)) continue;
    const items = parseContentSeed(definition, JSON.parse(readFileSync(file, 'utf8')) as unknown);
    // Instances starting at once on one PostgreSQL database: the first to insert the file's row loads it, in the
    // same transaction; the others wait for that transaction and then find the row taken.
    const loadedNow = await db.transaction(async (sql) => {
      const { changes } = await sql.run(
        'INSERT INTO seed_runs (name, loaded_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING',
        [definition.seedFile, new Date().toISOString()],
      );
      if (changes === 0) return false;
      await insertContent(sql, definition, items);
      return true;
    });
    if (loadedNow) loaded.push(definition.seedFile);
  }
  return loaded;
}
