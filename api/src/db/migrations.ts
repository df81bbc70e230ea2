/**
 * Schema migrations, applied in order. Each runs once; the database's
 * `user_version` records how far it has come. Append, never edit.
 */
export const migrations: readonly string[] = [
  `CREATE TABLE guides (
     id INTEGER PRIMARY KEY,
     slug TEXT NOT NULL UNIQUE,
     title TEXT NOT NULL,
     category TEXT NOT NULL,
     feature_image TEXT NOT NULL,
     feature_alt_tag TEXT NOT NULL,
     guide_desktop_banner TEXT NOT NULL,
     guide_mobile_banner TEXT NOT NULL,
     alt_tag TEXT NOT NULL,
     min_read INTEGER NOT NULL,
     publish_date TEXT NOT NULL,
     written_by TEXT,
     written_about TEXT,
     description TEXT NOT NULL,
     faq TEXT NOT NULL DEFAULT '[]',
     meta_title TEXT NOT NULL,
     meta_description TEXT NOT NULL,
     keywords TEXT NOT NULL,
     is_featured INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX guides_category_date ON guides (category, publish_date DESC);
   CREATE TABLE seed_runs (
     name TEXT PRIMARY KEY,
     loaded_at TEXT NOT NULL
   );`,
];
