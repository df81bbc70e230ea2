import type { Dialect } from './dialect.ts';

/** PostgreSQL: the channel each change to content is notified on, with the new revision (ADR 026). */
export const CONTENT_REVISION_CHANNEL = 'content_revision';

/**
 * Schema migrations, applied in order. Each runs once; the database records
 * how far it has come (SQLite's `user_version`, PostgreSQL's
 * `schema_version`). Append, never edit what a migration does. One source for
 * both engines: what differs between them comes from `d` (./dialect.ts).
 */
export const migrations: readonly ((d: Dialect) => string)[] = [
  (d) => `CREATE TABLE guides (
     id ${d.autoId},
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
  (d) => `CREATE TABLE content_items (
     id ${d.autoId},
     type TEXT NOT NULL,
     slug TEXT NOT NULL,
     title TEXT NOT NULL,
     category TEXT,
     publish_date TEXT NOT NULL,
     is_featured INTEGER NOT NULL DEFAULT 0,
     data TEXT NOT NULL ${d.jsonCheck('data')},
     UNIQUE (type, slug)
   );
   CREATE INDEX content_items_listing ON content_items (type, category, publish_date DESC);
   INSERT INTO content_items (id, type, slug, title, category, publish_date, is_featured, data)
     SELECT id, 'guide', slug, title, category, publish_date, is_featured, ${d.jsonObjectText(`
       'slug', slug, 'title', title, 'category', category, 'feature_image', feature_image,
       'feature_alt_tag', feature_alt_tag, 'guide_desktop_banner', guide_desktop_banner,
       'guide_mobile_banner', guide_mobile_banner, 'alt_tag', alt_tag, 'min_read', min_read,
       'publish_date', publish_date, 'written_by', written_by, 'written_about', written_about,
       'description', description, 'faq', ${d.asJson('faq')}, 'meta_title', meta_title,
       'meta_description', meta_description, 'keywords', keywords,
       'is_featured', ${d.asJson("CASE is_featured WHEN 1 THEN 'true' ELSE 'false' END")}`)}
     FROM guides;
   ${d.continueIds('content_items')}
   DROP TABLE guides;`,
  // What visitors send: every accepted submission, application, upload and
  // notification is a row, committed before the API answers.
  (d) => `CREATE TABLE uploads (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     extension TEXT NOT NULL,
     mime TEXT NOT NULL,
     original_name TEXT NOT NULL,
     size INTEGER NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE form_submissions (
     id ${d.autoId},
     form_id TEXT NOT NULL,
     payload TEXT NOT NULL ${d.jsonCheck('payload')},
     client_ip TEXT,
     created_at TEXT NOT NULL
   );
   CREATE INDEX form_submissions_by_form ON form_submissions (form_id, created_at DESC);
   CREATE TABLE career_applications (
     id ${d.autoId},
     registration_id TEXT NOT NULL UNIQUE,
     email TEXT NOT NULL,
     position TEXT NOT NULL,
     payload TEXT NOT NULL ${d.jsonCheck('payload')},
     created_at TEXT NOT NULL
   );
   CREATE TABLE notification_outbox (
     id ${d.autoId},
     subject TEXT NOT NULL,
     payload TEXT NOT NULL ${d.jsonCheck('payload')},
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     created_at TEXT NOT NULL,
     sent_at TEXT
   );`,
  // The release registry: per environment, the pinned version of each
  // remote, and every change with who, when and why.
  (d) => `CREATE TABLE release_environments (
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
     id ${d.autoId},
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
  // session. The response cache compares it on each request (ADR 007); on
  // PostgreSQL every instance hears of it (ADR 026). A migration that
  // recreates content_items must recreate these triggers.
  (d) => `CREATE TABLE content_revision (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     revision INTEGER NOT NULL
   );
   INSERT INTO content_revision (id, revision) VALUES (1, 0);
   ${d.revisionTriggers('content_items', 'content_revision', CONTENT_REVISION_CHANNEL)}`,
  // The application wizard's drafts (docs/decisions/010): keyed by a random id the visitor's
  // HttpOnly cookie holds, the step (1 to 4) and the answers so far; gone 7 days after the last save.
  (d) => `CREATE TABLE application_drafts (
     id TEXT PRIMARY KEY,
     step INTEGER NOT NULL CHECK (step BETWEEN 1 AND 4),
     draft_values TEXT NOT NULL ${d.jsonCheck('draft_values')},
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX application_drafts_by_expiry ON application_drafts (expires_at);`,
  // A pin records its server bundle's hash too (issue 21): the shell's host renders only with that bundle.
  // Null for a build without one, and for pins made before.
  () => `ALTER TABLE release_pins ADD COLUMN server_integrity TEXT;`,
  // Canary releases and automatic rollback (issue 21, docs/decisions/021): at most one canary per environment,
  // a set of versions served to a share of visitors; a pin may ask to be rolled back on its own. The history
  // takes the canary's actions: SQLite cannot change a CHECK, so the table is copied into a new one.
  (d) => `CREATE TABLE release_history_v2 (
     id ${d.autoId},
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
   ${d.continueIds('release_history_v2')}
   DROP TABLE release_history;
   ALTER TABLE release_history_v2 RENAME TO release_history;
   CREATE INDEX release_history_by_remote ON release_history (environment, remote, id DESC);
   ALTER TABLE release_pins ADD COLUMN auto_rollback INTEGER NOT NULL DEFAULT 0 CHECK (auto_rollback IN (0, 1));
   CREATE TABLE release_canaries (
     environment TEXT PRIMARY KEY REFERENCES release_environments (name),
     id TEXT NOT NULL,
     remotes TEXT NOT NULL ${d.jsonCheck('remotes')},
     percent INTEGER NOT NULL CHECK (percent BETWEEN 1 AND 99),
     max_error_rate ${d.double} NOT NULL,
     min_loads INTEGER NOT NULL,
     started_at TEXT NOT NULL,
     started_by TEXT NOT NULL,
     reason TEXT NOT NULL
   );`,
  // The outbox with several senders (issue 22): a sender claims a notification before sending it, until its
  // lease runs out; the others pass over it meanwhile, so it is sent once.
  () => `ALTER TABLE notification_outbox ADD COLUMN claimed_by TEXT;
   ALTER TABLE notification_outbox ADD COLUMN claimed_until TEXT;`,
  // The outbox's scheduled sender (issue 49): a failed notification waits until next_attempt_at (exponential
  // backoff), and one that failed MAX_SEND_ATTEMPTS times is a dead letter (`dead`, an alert), no longer `failed`,
  // which stays for what the mailer refused outright. SQLite cannot change a CHECK, so the table is copied.
  (d) =>
    d.engine === 'sqlite'
      ? `CREATE TABLE notification_outbox_v2 (
     id ${d.autoId},
     subject TEXT NOT NULL,
     payload TEXT NOT NULL ${d.jsonCheck('payload')},
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'dead')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     created_at TEXT NOT NULL,
     sent_at TEXT,
     claimed_by TEXT,
     claimed_until TEXT,
     next_attempt_at TEXT
   );
   INSERT INTO notification_outbox_v2
       (id, subject, payload, status, attempts, last_error, created_at, sent_at, claimed_by, claimed_until)
     SELECT id, subject, payload, status, attempts, last_error, created_at, sent_at, claimed_by, claimed_until
     FROM notification_outbox;
   DROP TABLE notification_outbox;
   ALTER TABLE notification_outbox_v2 RENAME TO notification_outbox;
   CREATE INDEX notification_outbox_due ON notification_outbox (status, next_attempt_at);`
      : `ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_status_check;
   ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_status_check
     CHECK (status IN ('pending', 'sent', 'failed', 'dead'));
   ALTER TABLE notification_outbox ADD COLUMN next_attempt_at TEXT;
   CREATE INDEX notification_outbox_due ON notification_outbox (status, next_attempt_at);`,
  // Exactly-once lead writes (issue 49, docs/decisions/042): a lead sent with an Idempotency-Key stores the answer it
  // got under the key, in the transaction that stores the lead; a repeat is answered from here. The key is unique,
  // so of two attempts at once one commits and the other answers with its answer. Purged after
  // IDEMPOTENCY_KEY_RETENTION_DAYS. The answers hold no personal data (an application's e-mail is not kept here).
  (d) => `CREATE TABLE idempotency_keys (
     key TEXT PRIMARY KEY,
     route TEXT NOT NULL,
     fingerprint TEXT NOT NULL,
     status INTEGER NOT NULL,
     response TEXT NOT NULL ${d.jsonCheck('response')},
     created_at TEXT NOT NULL
   );
   CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);`,
  // Release controls (issue 51, docs/decisions/045): a release token per person, kept as its SHA-256 only, and the
  // ids of the health report tokens (and hosts' page-load counts) already taken, each kept until it expires.
  () => `CREATE TABLE release_tokens (
     id TEXT PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     owner TEXT NOT NULL,
     reason TEXT,
     created_at TEXT NOT NULL,
     created_by TEXT NOT NULL,
     last_used_at TEXT,
     revoked_at TEXT,
     revoked_by TEXT
   );
   CREATE TABLE release_report_claims (
     id TEXT PRIMARY KEY,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX release_report_claims_by_expiry ON release_report_claims (expires_at);`,
];
