import { readFileSync } from 'node:fs';
import path from 'node:path';
import { insertGuides, parseGuideSeed } from '../features/guides/guide-seed.ts';
import type { Db } from './database.ts';

interface SeedFile {
  /** File name in the seed directory, also the key recorded once it is loaded. */
  name: string;
  load: (db: Db, content: unknown) => void;
}

const seedFiles: SeedFile[] = [
  { name: 'guides.json', load: (db, content) => insertGuides(db, parseGuideSeed(content)) },
];

/**
 * Loads each content seed file once, on the first start of a database.
 * Content edited later in the database is never overwritten by a restart.
 */
export function loadSeeds(db: Db, seedDir: string): string[] {
  const loaded: string[] = [];
  const isLoaded = db.prepare<[string], { name: string }>('SELECT name FROM seed_runs WHERE name = ?');
  const markLoaded = db.prepare('INSERT INTO seed_runs (name, loaded_at) VALUES (?, ?)');
  for (const seed of seedFiles) {
    if (isLoaded.get(seed.name)) continue;
    const content: unknown = JSON.parse(readFileSync(path.join(seedDir, seed.name), 'utf8'));
    db.transaction(() => {
      seed.load(db, content);
      markLoaded.run(seed.name, new Date().toISOString());
    })();
    loaded.push(seed.name);
  }
  return loaded;
}
