// `npm run submissions`: what visitors sent, newest first, read from the
// API's database. `-- --limit 50` shows more.
import path from 'node:path';
import Database from 'better-sqlite3';
import { repoRoot } from './lib/apps.ts';

const limitFlag = process.argv.indexOf('--limit');
const limit = limitFlag > -1 ? Number(process.argv[limitFlag + 1]) : 20;
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data'));
const db = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });

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
  const rows = db.prepare(sql).all(limit);
  console.log(`\n${title} (${rows.length} shown)`);
  if (rows.length) console.table(rows);
}
db.close();
