import { describe, expect, it, jest } from '@jest/globals';
import Database from 'better-sqlite3';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { validationMessages } from '@site/shared/form-rules';
import { DATABASE_FILE } from '../../db/database.ts';
import { rateLimitMessage } from '../../http/security.ts';
import { createTestApp } from '../../test/test-app.ts';

const contactPayload = {
  subject: 'Book a free consultation',
  Name: 'Dana Whitfield',
  Email: 'dana@example.com',
  Phone_number: '+1 5551234567',
  Write_message_to_us: 'We need help with policy servicing.',
  Where_did_you_find_us: 'Search',
};

function outboxRows(dataDir: string) {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    return db.prepare('SELECT subject, status, payload FROM notification_outbox ORDER BY id').all() as {
      subject: string;
      status: string;
      payload: string;
    }[];
  } finally {
    db.close();
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('POST /api/hubspot/data', () => {
  it('keeps the notification in the outbox when no SMTP is configured, across a restart', async () => {
    const first = await createTestApp();
    const response = await first.app.inject({ method: 'POST', url: '/api/hubspot/data', payload: contactPayload });
    expect(response.statusCode).toBe(202);
    await first.close({ keepData: true });

    const restarted = await createTestApp({ DATA_DIR: first.dataDir });
    const rows = outboxRows(first.dataDir);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Book a free consultation', status: 'pending' });
    expect(JSON.parse(rows[0]?.payload ?? '{}')).toEqual(contactPayload);
    await restarted.close();
  });

  it('sends through SMTP when configured and marks the row sent', async () => {
    const sendMail = jest.fn(async (mail: object) => ({ messageId: String(Object.keys(mail).length) }));
    const testApp = await createTestApp({}, { mailTransport: { sendMail } as unknown as Transporter });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/hubspot/data',
      payload: { Subject: 'Case Study', Name: 'Ravi', Email: 'ravi@example.com' },
    });
    await waitFor(() => outboxRows(testApp.dataDir)[0]?.status === 'sent');

    expect(sendMail).toHaveBeenCalledTimes(1);
    expect(sendMail.mock.calls[0]).toEqual([
      expect.objectContaining({ subject: 'Case Study', text: expect.stringContaining('Email: ravi@example.com') }),
    ]);
    await testApp.close();
  });

  it('refuses a payload without a valid name, e-mail and subject', async () => {
    const testApp = await createTestApp();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/hubspot/data',
      payload: { subject: ' ', Name: 'A', Email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 0,
      errors: {
        subject: validationMessages.required,
        Name: validationMessages.required,
        Email: validationMessages.invalidEmail,
      },
    });
    expect(outboxRows(testApp.dataDir)).toHaveLength(0);
    await testApp.close();
  });

  it('answers 429 with Retry-After once a client passes the limit', async () => {
    const testApp = await createTestApp({ FORM_RATE_LIMIT_MAX: '2' });
    const send = () => testApp.app.inject({ method: 'POST', url: '/api/hubspot/data', payload: contactPayload });
    expect((await send()).statusCode).toBe(202);
    expect((await send()).statusCode).toBe(202);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ status: 0, message: rateLimitMessage });
    expect(outboxRows(testApp.dataDir)).toHaveLength(2);
    await testApp.close();
  });
});
