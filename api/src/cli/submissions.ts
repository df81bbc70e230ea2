// `npm run submissions`: what visitors sent, newest first, read from the
// API's database (SQLite in DATA_DIR, or DATABASE_URL's PostgreSQL). `-- --limit 50` shows more.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { DATABASE_FILE, openDatabase } from '../db/database.ts';

const limitFlag = process.argv.indexOf('--limit');
const limit = limitFlag > -1 ? Number(process.argv[limitFlag + 1]) : 20;
const config = loadConfig();
// Reading never creates a database: a missing SQLite file means the site has not run with this DATA_DIR.
const sqliteFile = path.join(config.dataDir, DATABASE_FILE);
if (!config.databaseUrl && !existsSync(sqliteFile)) {
  console.error(`No database at ${sqliteFile}: start the site (npm start) or set DATA_DIR or DATABASE_URL.`);
  process.exit(1);
}
const db = await openDatabase(config);

const sections: [string, string][] = [
  ['Form submissions', 'SELECT id, form_id, created_at, payload FROM form_submissions ORDER BY id DESC LIMIT ?'],
  [
    'Career applications',
    'SELECT id, registration_id, email, position, created_at FROM career_applications ORDER BY id DESC LIMIT ?',
  ],
  [
    'Notification outbox',
    'SELECT id, subject, status, attempts, last_error, created_at FROM notification_outbox ORDER BY id DESC LIMIT ?',
  ],
  [
    'Uploads',
    'SELECT id, kind, extension, original_name, size, created_at FROM uploads ORDER BY created_at DESC LIMIT ?',
  ],
];
for (const [title, sql] of sections) {
  const rows = await db.all(sql, [limit]);
  console.log(`\n${title} (${rows.length} shown)`);
  if (rows.length) console.table(rows);
}
await db.close();
