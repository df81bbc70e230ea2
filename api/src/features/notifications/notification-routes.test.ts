import { describe, expect, it, jest } from '@jest/globals';
import type { Transporter } from 'nodemailer';
import { validationMessages } from '@site/shared/form-rules';
import { inputMessages } from '../../http/input-messages.ts';
import { rateLimitMessage } from '../../http/security.ts';
import { createTestApp, withDatabase } from '../../test/test-app.ts';
import type { StoredData } from '../../test/test-app.ts';
import { notificationFields } from './notification-routes.ts';
import { HeaderInjectionError, MAX_SEND_ATTEMPTS, assertHeaderSafe, headerInjectionMessage } from './outbox.ts';

const contactPayload = {
  subject: 'Book a free consultation',
  Name: 'Dana Whitfield',
  Email: 'dana@example.com',
  Phone_number: '+1 5551234567',
  Write_message_to_us: 'We need help with policy servicing.',
  Where_did_you_find_us: 'Search',
};

function outboxRows(stored: StoredData) {
  return withDatabase(stored, (db) =>
    db.all<{ subject: string; status: string; payload: string }>(
      'SELECT subject, status, payload FROM notification_outbox ORDER BY id',
    ),
  );
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
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

    const restarted = await createTestApp(first.stored);
    const rows = await outboxRows(first.stored);
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
    await waitFor(async () => (await outboxRows(testApp.stored))[0]?.status === 'sent');

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
    expect(await outboxRows(testApp.stored)).toHaveLength(0);
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
    expect(await outboxRows(testApp.stored)).toHaveLength(2);
    await testApp.close();
  });
});

describe('POST /api/hubspot/data takes the contact e-mail payload and nothing else', () => {
  async function post(testApp: Awaited<ReturnType<typeof createTestApp>>, payload: unknown) {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/hubspot/data', payload: payload as object });
    return {
      statusCode: response.statusCode,
      body: response.json<{ status: number; message: string; errors?: object }>(),
    };
  }

  it('refuses an unknown field by name, and 1,000 of them, storing nothing', async () => {
    const testApp = await createTestApp();
    const one = await post(testApp, { ...contactPayload, isAdmin: true });
    expect(one).toEqual({
      statusCode: 400,
      body: { status: 0, message: inputMessages.unknownField('isAdmin', notificationFields) },
    });
    const many = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, 'x'.repeat(200)]));
    expect((await post(testApp, { ...contactPayload, ...many })).statusCode).toBe(400);
    expect(await outboxRows(testApp.stored)).toHaveLength(0);
    await testApp.close();
  });

  it.each([
    ['subject', 'Hi\r\nBcc: victim@evil.example'],
    ['Subject', 'Case Study\nX-Injected: 1'],
    ['Name', 'Dana\u0000'],
    ['Email', 'dana@example.com\r\nCc: victim@evil.example'],
    ['Phone_number', '555\r\n1234'],
    ['Where_did_you_find_us', 'Search\u202E'],
  ])('refuses a line break or control character in %s', async (field, value) => {
    const testApp = await createTestApp();
    const { statusCode, body } = await post(testApp, { ...contactPayload, [field]: value });
    expect(statusCode).toBe(400);
    expect(body).toEqual({ status: 0, message: `Invalid field "${field}": ${inputMessages.singleLinePattern}.` });
    expect(await outboxRows(testApp.stored)).toHaveLength(0);
    await testApp.close();
  });

  it('refuses a lone surrogate, which no pattern sees, with the shared rule', async () => {
    const testApp = await createTestApp();
    const { statusCode, body } = await post(testApp, { ...contactPayload, Name: 'Dana \uD83D' });
    expect(statusCode).toBe(400);
    expect(body.errors).toEqual({ Name: validationMessages.controlCharacters });
    await testApp.close();
  });

  it('refuses an over-long value and a body that is not an object', async () => {
    const testApp = await createTestApp();
    const long = await post(testApp, { ...contactPayload, subject: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toBe('Invalid field "subject": must NOT have more than 200 characters.');
    const list = await post(testApp, [contactPayload]);
    expect(list).toEqual({ statusCode: 400, body: { status: 0, message: inputMessages.notAnObject } });
    await testApp.close();
  });

  it('keeps the line breaks of the message, which is the mail body, not a header', async () => {
    const testApp = await createTestApp();
    const { statusCode } = await post(testApp, { ...contactPayload, Write_message_to_us: 'Hello,\r\nwe need help.' });
    expect(statusCode).toBe(202);
    await testApp.close();
  });
});

describe('the mailer refuses header injection itself', () => {
  it.each([
    ['subject', 'Hi\r\nBcc: victim@evil.example'],
    ['to', 'a@example.com\nBcc: b@example.com'],
    ['from', 'web@example.com\r'],
    ['replyTo', 'x@example.com\u0000'],
  ])('refuses %s with a line break or control character', (header, value) => {
    expect(() => assertHeaderSafe({ [header]: value })).toThrow(
      new HeaderInjectionError(headerInjectionMessage(header)),
    );
  });

  it('marks a stored row with an injected subject failed and never sends it', async () => {
    const sendMail = jest.fn(async () => ({ messageId: '1' }));
    const first = await createTestApp();
    await first.close({ keepData: true });
    await withDatabase(first.stored, (db) =>
      db.run("INSERT INTO notification_outbox (subject, payload, created_at) VALUES (?, '{}', ?)", [
        'Hi\r\nBcc: victim@evil.example',
        new Date().toISOString(),
      ]),
    );
    const testApp = await createTestApp(first.stored, { mailTransport: { sendMail } as unknown as Transporter });
    await testApp.app.ready();
    await waitFor(async () => (await outboxRows(testApp.stored))[0]?.status === 'failed');
    expect(sendMail).not.toHaveBeenCalled();
    expect(MAX_SEND_ATTEMPTS).toBeGreaterThan(1);
    await testApp.close();
  });

  it('refuses a NOTIFY_TO with a line break at start-up', async () => {
    await expect(createTestApp({ NOTIFY_TO: 'a@example.com\r\nBcc: b@example.com' })).rejects.toThrow(
      headerInjectionMessage('to'),
    );
  });
});
