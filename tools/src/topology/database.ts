// What the database holds after the run: each lead's rows by its e-mail address (and whether a stored careers
// enquiry names its resume), and the notification outbox.
import pg from 'pg';

export interface StoredLead {
  /** Rows with this e-mail address: more than one is a duplicate. */
  copies: number;
  /** Of those, rows that name an uploaded resume. */
  withResume: number;
  /** The client addresses the API recorded for them (the visitor's, if X-Forwarded-For was believed rightly). */
  clientAddresses: string[];
}

export async function storedLeads(url: string, emailPrefix: string): Promise<Map<string, StoredLead>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; copies: number; with_resume: number; clients: string[] }>(
      `SELECT payload::jsonb ->> 'email' AS email, count(*)::int AS copies,
              count(NULLIF(payload::jsonb ->> 'resume', ''))::int AS with_resume,
              array_agg(DISTINCT client_ip) AS clients
         FROM form_submissions WHERE payload::jsonb ->> 'email' LIKE $1 GROUP BY 1`,
      [`${emailPrefix}-%`],
    );
    return new Map(
      rows.map((row) => [row.email, { copies: row.copies, withResume: row.with_resume, clientAddresses: row.clients }]),
    );
  } finally {
    await client.end();
  }
}

/** The notification outbox by status (`sent`, `pending`, `failed`). */
export async function outboxByStatus(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string; count: number }>(
      'SELECT status, count(*)::int AS count FROM notification_outbox GROUP BY status ORDER BY status',
    );
    return Object.fromEntries(rows.map((row) => [row.status, row.count]));
  } finally {
    await client.end();
  }
}
