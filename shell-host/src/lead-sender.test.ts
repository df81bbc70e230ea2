import { statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from '@site/shared/contracts';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';
import {
  LEAD_SEND_ATTEMPTS,
  createLeadSender,
  deliveryBackoff,
  LEAD_DELIVERY_FIRST_BACKOFF_MS,
} from './lead-sender.ts';
import type { LeadSender } from './lead-sender.ts';
import { createLeadSpool } from './lead-spool.ts';
import type { LeadSpool } from './lead-spool.ts';

/** A fake API that stores each key once, and can fail the next requests or refuse them. */
let api: FastifyInstance | undefined;
let stored: Map<string, unknown>;
let received: { key: string; receipt: string | undefined; forwardedFor: unknown }[];
let failNext: number;
let refuse: boolean;
let port = 0;

async function startApi() {
  api = Fastify();
  api.post('/api/forms/:formId', async (request, reply) => {
    const key = String(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
    received.push({
      key,
      receipt: request.headers['lead-receipt'] as string | undefined,
      forwardedFor: request.headers['x-forwarded-for'],
    });
    if (failNext > 0) {
      failNext -= 1;
      return reply.code(503).send({ status: 0, message: 'database away' });
    }
    if (refuse)
      return reply.code(400).send({ status: 0, message: 'refused', errors: { email: 'Invalid email address' } });
    if (!stored.has(key)) stored.set(key, request.body);
    return reply.code(201).send({ status: true, id: [...stored.keys()].indexOf(key) + 1 });
  });
  const origin = await api.listen({ host: '127.0.0.1', port });
  port = Number(new URL(origin).port);
  return origin;
}

let spool: LeadSpool;
let sender: LeadSender;
let clock: number;
const silent = { warn: () => undefined, error: () => undefined };

function makeSender(apiOrigin: string) {
  spool = createLeadSpool(temporaryFolder('lead-spool-'));
  sender = createLeadSender({
    apiOrigin,
    spool,
    acceptedAnswer: async () => ({ action: 'spool', status: 202, body: { status: true, id: 0 } }),
    spoolRateLimit: { max: 20, windowMs: 60_000 },
    receiptHeaders: (lead) => ({ 'lead-receipt': `receipt-of-${lead.key}` }),
    keyHeader: IDEMPOTENCY_KEY_HEADER,
    isKey: isIdempotencyKey,
    now: () => clock,
    log: silent,
  });
}

const lead = (idempotencyKey?: string) => ({
  path: '/api/forms/consultation',
  contentType: 'application/json',
  body: Buffer.from(JSON.stringify({ values: { email: 'asha@example.com' } })),
  clientAddress: '198.51.100.7',
  ...(idempotencyKey ? { idempotencyKey } : {}),
});

beforeEach(() => {
  stored = new Map();
  received = [];
  failNext = 0;
  refuse = false;
  clock = 1_800_000_000_000;
  port = 0;
});
afterEach(async () => {
  sender.stop();
  await api?.close();
  api = undefined;
});

describe("the host's lead sender", () => {
  it("sends a lead with a key and the visitor's address, and tries again on another failure before answering", async () => {
    makeSender(await startApi());
    failNext = LEAD_SEND_ATTEMPTS - 1;
    const answer = await sender.send(lead('0f1e2d3c-4b5a-4697-8877-665544332211'));
    expect(answer).toEqual({ status: 201, body: { status: true, id: 1 }, spooled: false });
    expect(received.map((request) => request.key)).toEqual(
      Array(LEAD_SEND_ATTEMPTS).fill('0f1e2d3c-4b5a-4697-8877-665544332211'),
    );
    expect(received[0]?.forwardedFor).toBe('198.51.100.7');
    expect(stored.size).toBe(1);
  });

  it("passes the API's refusal on as it is: nothing waits", async () => {
    makeSender(await startApi());
    refuse = true;
    expect(await sender.send(lead())).toMatchObject({ status: 400, spooled: false });
    expect(spool.all()).toEqual([]);
  });

  it('spools a lead the API cannot take, durably, thanks the visitor, and delivers it once when the API is back', async () => {
    makeSender(await startApi());
    await api?.close();
    const answer = await sender.send(lead());
    expect(answer).toEqual({ status: 202, body: { status: true, id: 0 }, spooled: true });
    const [waiting] = spool.all();
    expect(waiting).toMatchObject({ path: '/api/forms/consultation', clientAddress: '198.51.100.7', attempts: 0 });
    expect(isIdempotencyKey(waiting?.key ?? '')).toBe(true);
    expect(statSync(path.join(spool.dir, `${waiting?.key}.json`)).mode & 0o777).toBe(0o600);

    // Still away: the delivery waits, longer each time.
    await sender.deliverDue();
    expect(spool.all()[0]).toMatchObject({ attempts: 1, nextAttemptAt: clock + LEAD_DELIVERY_FIRST_BACKOFF_MS });
    expect(deliveryBackoff(3)).toBe(4 * LEAD_DELIVERY_FIRST_BACKOFF_MS);

    // Back: due again, delivered with its receipt, once, even if delivered twice (a host killed mid-delivery).
    await startApi();
    clock += LEAD_DELIVERY_FIRST_BACKOFF_MS;
    await sender.deliverDue();
    expect(spool.all()).toEqual([]);
    expect(received.at(-1)).toEqual({
      key: waiting?.key,
      receipt: `receipt-of-${waiting?.key}`,
      forwardedFor: '198.51.100.7',
    });
    if (waiting) spool.put(waiting);
    await sender.deliverDue();
    expect(stored.size).toBe(1);
  });

  it('sets aside a spooled lead the API refuses on delivery, and keeps the rest in order', async () => {
    makeSender(await startApi());
    await api?.close();
    await sender.send(lead());
    clock += 1;
    await sender.send(lead());
    await startApi();
    refuse = true;
    await sender.deliverDue();
    expect(spool.all()).toEqual([]);
    expect(spool.setAsideCount()).toBe(2);
  });

  it('never delivers a lead before one received earlier that still waits out its backoff', async () => {
    makeSender(await startApi());
    await api?.close();
    // A resume, spooled, and tried once more in vain: it waits LEAD_DELIVERY_FIRST_BACKOFF_MS.
    await sender.send(lead('11111111-1111-4111-8111-111111111111'));
    await sender.deliverDue();
    // The enquiry that names it, spooled after, due at once.
    clock += 1;
    await sender.send(lead('22222222-2222-4222-8222-222222222222'));
    await startApi();
    received = [];
    await sender.deliverDue();
    expect(received).toEqual([]);
    expect(spool.all()).toHaveLength(2);

    clock += LEAD_DELIVERY_FIRST_BACKOFF_MS;
    await sender.deliverDue();
    expect(received.map((request) => request.key)).toEqual([
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
    ]);
    expect(spool.all()).toEqual([]);
  });

  it('queues a new lead behind those that wait, even with the API back, so the API sees them in order', async () => {
    makeSender(await startApi());
    await api?.close();
    await sender.send(lead('33333333-3333-4333-8333-333333333333'));
    await startApi();
    received = [];
    clock += 1;
    const answer = await sender.send(lead('44444444-4444-4444-8444-444444444444'));
    expect(answer).toMatchObject({ status: 202, spooled: true });
    expect(received).toEqual([]);
    await sender.deliverDue();
    expect(received.map((request) => request.key)).toEqual([
      '33333333-3333-4333-8333-333333333333',
      '44444444-4444-4444-8444-444444444444',
    ]);
    // The spool empty again: the next lead goes straight to the API.
    expect(await sender.send(lead('55555555-5555-4555-8555-555555555555'))).toMatchObject({ status: 201 });
  });
});
