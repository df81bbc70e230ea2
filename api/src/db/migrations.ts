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
  // Every kind of content in one table: indexed columns for listing, the
  // editor's fields as JSON. Guides move over from their own table.
  `CREATE TABLE content_items (
     id INTEGER PRIMARY KEY,
     type TEXT NOT NULL,
     slug TEXT NOT NULL,
     title TEXT NOT NULL,
     category TEXT,
     publish_date TEXT NOT NULL,
     is_featured INTEGER NOT NULL DEFAULT 0,
     data TEXT NOT NULL CHECK (json_valid(data)),
     UNIQUE (type, slug)
   );
   CREATE INDEX content_items_listing ON content_items (type, category, publish_date DESC);
   INSERT INTO content_items (id, type, slug, title, category, publish_date, is_featured, data)
     SELECT id, 'guide', slug, title, category, publish_date, is_featured, json_object(
       'slug', slug, 'title', title, 'category', category, 'feature_image', feature_image,
       'feature_alt_tag', feature_alt_tag, 'guide_desktop_banner', guide_desktop_banner,
       'guide_mobile_banner', guide_mobile_banner, 'alt_tag', alt_tag, 'min_read', min_read,
       'publish_date', publish_date, 'written_by', written_by, 'written_about', written_about,
       'description', description, 'faq', json(faq), 'meta_title', meta_title,
       'meta_description', meta_description, 'keywords', keywords,
       'is_featured', json(CASE is_featured WHEN 1 THEN 'true' ELSE 'false' END))
     FROM guides;
   DROP TABLE guides;`,
  // What visitors send: every accepted submission, application, upload and
  // notification is a row, committed before the API answers.
  `CREATE TABLE uploads (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     extension TEXT NOT NULL,
     mime TEXT NOT NULL,
     original_name TEXT NOT NULL,
     size INTEGER NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE form_submissions (
     id INTEGER PRIMARY KEY,
     form_id TEXT NOT NULL,
     payload TEXT NOT NULL CHECK (json_valid(payload)),
     client_ip TEXT,
     created_at TEXT NOT NULL
   );
   CREATE INDEX form_submissions_by_form ON form_submissions (form_id, created_at DESC);
   CREATE TABLE career_applications (
     id INTEGER PRIMARY KEY,
     registration_id TEXT NOT NULL UNIQUE,
     email TEXT NOT NULL,
     position TEXT NOT NULL,
     payload TEXT NOT NULL CHECK (json_valid(payload)),
     created_at TEXT NOT NULL
   );
   CREATE TABLE notification_outbox (
     id INTEGER PRIMARY KEY,
     subject TEXT NOT NULL,
     payload TEXT NOT NULL CHECK (json_valid(payload)),
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     created_at TEXT NOT NULL,
     sent_at TEXT
   );`,
  // The release registry: per environment, the pinned version of each
  // remote, and every change with who, when and why.
  `CREATE TABLE release_environments (
     name TEXT PRIMARY KEY,
     allow_overrides INTEGER NOT NULL DEFAULT 0
   );
   INSERT INTO release_environments (name, allow_overrides) VALUES ('production', 0), ('staging', 1);
   CREATE TABLE release_pins (
     environment TEXT NOT NULL REFERENCES release_environments (name),
     remote TEXT NOT NULL,
     version TEXT NOT NULL,
     integrity TEXT NOT NULL,
     pinned_at TEXT NOT NULL,
     pinned_by TEXT NOT NULL,
     reason TEXT NOT NULL,
     PRIMARY KEY (environment, remote)
   );
   CREATE TABLE release_history (
     id INTEGER PRIMARY KEY,
     environment TEXT NOT NULL REFERENCES release_environments (name),
     remote TEXT NOT NULL,
     action TEXT NOT NULL CHECK (action IN ('pin', 'rollback', 'promote', 'unpin')),
     from_version TEXT,
     to_version TEXT NOT NULL,
     actor TEXT NOT NULL,
     reason TEXT NOT NULL,
     at TEXT NOT NULL
   );
   CREATE INDEX release_history_by_remote ON release_history (environment, remote, id DESC);`,
  // One counter that every change to content moves, in the change's own
  // transaction, whoever makes it: a seed load, the API, an editor's sqlite3
  // session. The response cache compares it on each request (ADR 007). A
  // migration that recreates content_items must recreate these triggers.
  `CREATE TABLE content_revision (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     revision INTEGER NOT NULL
   );
   INSERT INTO content_revision (id, revision) VALUES (1, 0);
   CREATE TRIGGER content_items_revision_insert AFTER INSERT ON content_items
   BEGIN UPDATE content_revision SET revision = revision + 1 WHERE id = 1; END;
   CREATE TRIGGER content_items_revision_update AFTER UPDATE ON content_items
   BEGIN UPDATE content_revision SET revision = revision + 1 WHERE id = 1; END;
   CREATE TRIGGER content_items_revision_delete AFTER DELETE ON content_items
   BEGIN UPDATE content_revision SET revision = revision + 1 WHERE id = 1; END;`,
  // The application wizard's drafts (docs/decisions/010): keyed by a random id the visitor's
  // HttpOnly cookie holds, the step (1 to 4) and the answers so far; gone 7 days after the last save.
  `CREATE TABLE application_drafts (
     id TEXT PRIMARY KEY,
     step INTEGER NOT NULL CHECK (step BETWEEN 1 AND 4),
     draft_values TEXT NOT NULL CHECK (json_valid(draft_values)),
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX application_drafts_by_expiry ON application_drafts (expires_at);`,
  // A pin records its server bundle's hash too (issue 21): the shell's host renders only with that bundle.
  // Null for a build without one, and for pins made before.
  `ALTER TABLE release_pins ADD COLUMN server_integrity TEXT;`,
  // Canary releases and automatic rollback (issue 21, docs/decisions/021): at most one canary per environment,
  // a set of versions served to a share of visitors; a pin may ask to be rolled back on its own. The history
  // takes the canary's actions: SQLite cannot change a CHECK, so the table is copied into a new one.
  `CREATE TABLE release_history_v2 (
     id INTEGER PRIMARY KEY,
     environment TEXT NOT NULL REFERENCES release_environments (name),
     remote TEXT NOT NULL,
     action TEXT NOT NULL
       CHECK (action IN ('pin', 'rollback', 'promote', 'unpin', 'canary', 'canary-promote', 'canary-abort')),
     from_version TEXT,
     to_version TEXT NOT NULL,
     actor TEXT NOT NULL,
     reason TEXT NOT NULL,
     at TEXT NOT NULL
   );
   INSERT INTO release_history_v2 SELECT id, environment, remote, action, from_version, to_version, actor, reason, at
     FROM release_history;
   DROP TABLE release_history;
   ALTER TABLE release_history_v2 RENAME TO release_history;
   CREATE INDEX release_history_by_remote ON release_history (environment, remote, id DESC);
   ALTER TABLE release_pins ADD COLUMN auto_rollback INTEGER NOT NULL DEFAULT 0 CHECK (auto_rollback IN (0, 1));
   CREATE TABLE release_canaries (
     environment TEXT PRIMARY KEY REFERENCES release_environments (name),
     id TEXT NOT NULL,
     remotes TEXT NOT NULL CHECK (json_valid(remotes)),
     percent INTEGER NOT NULL CHECK (percent BETWEEN 1 AND 99),
     max_error_rate REAL NOT NULL,
     min_loads INTEGER NOT NULL,
     started_at TEXT NOT NULL,
     started_by TEXT NOT NULL,
     reason TEXT NOT NULL
   );`,
  // The outbox with several senders (issue 22): a sender claims a notification before sending it, until its
  // lease runs out; the others pass over it meanwhile, so it is sent once.
  `ALTER TABLE notification_outbox ADD COLUMN claimed_by TEXT;
   ALTER TABLE notification_outbox ADD COLUMN claimed_until TEXT;`,
];
