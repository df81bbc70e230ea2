// The browser's leads (docs/decisions/043): its POSTs of a form, an application, a notification or an upload to
// /api go through the host's lead sender, as a remote's handler's do, so the JavaScript path is spooled too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_POST_MAX_MULTIPART_BYTES, IDEMPOTENCY_KEY_HEADER } from '@site/shared/contracts';
import { registrationIdFor } from '@site/shared/server/registration-id';
import type { CareerApplicationResponse, UploadResponse } from '@site/shared/contracts';
import { leadReceiptHeaders } from '@site/shared/server/lead-receipt';
import { checkUpload, uploadAddress } from '@site/shared/server/upload-check';
import type { LeadSender } from './lead-sender.ts';
import type { SpooledLead } from './lead-spool.ts';

/** Ours: the largest JSON lead the host takes (the API's own limit for JSON bodies). */
export const LEAD_JSON_MAX_BYTES = 256 * 1024;

/** The file field an upload posts (forms-spec.md call 9). */
const UPLOAD_FIELD = 'media';

/**
 * The answer a lead the API cannot take now gets, as the API gives it once it stores it (docs/decisions/042): the
 * IDs derive from the lead's key, so the visitor sees the registration ID and the upload address they will keep.
 */
export async function acceptedAnswer(
  lead: SpooledLead,
): Promise<{ action: 'spool' | 'refuse'; status: number; body: unknown } | undefined> {
  const url = new URL(lead.path, 'http://host');
  const body = Buffer.from(lead.body, 'base64');
  if (url.pathname.startsWith('/api/forms/') || url.pathname === '/api/hubspot/data') {
    return { action: 'spool', status: 202, body: { status: true, id: 0 } };
  }
  if (url.pathname === '/api/careers/application') {
    const application = JSON.parse(body.toString('utf8')) as { email?: unknown };
    const answer: CareerApplicationResponse = {
      Success: true,
      ID: registrationIdFor(lead.key, lead.receivedAt),
      Email: typeof application.email === 'string' ? application.email : '',
      ErrorMessage: '',
    };
    return { action: 'spool', status: 201, body: answer };
  }
  if (url.pathname === '/api/media/data') {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': lead.contentType } }).formData();
    const file = form.get(UPLOAD_FIELD);
    if (!file || typeof file === 'string') return undefined;
    const field = url.searchParams.get('field');
    // The same check the API makes, so the address is the one it issues, and a refusal the one it would give.
    const verdict = await checkUpload({
      filename: file.name,
      bytes: Buffer.from(await file.arrayBuffer()),
      truncated: false,
      ...(field === 'photo' || field === 'resume' ? { requestedKind: field } : {}),
    });
    if (!verdict.ok) {
      return {
        action: 'refuse',
        status: verdict.status,
        body: { status: 0, message: verdict.message, errors: { [UPLOAD_FIELD]: verdict.message } },
      };
    }
    const answer: UploadResponse = { media: uploadAddress({ id: lead.key, extension: verdict.extension }) };
    return { action: 'spool', status: 201, body: answer };
  }
  return undefined;
}

/** The receipt a spooled lead's delivery carries: the API judges it as of when the host took it (ADR 042). */
export const receiptHeaders = (secret: string) => (lead: SpooledLead) =>
  leadReceiptHeaders(secret, {
    receivedAt: lead.receivedAt,
    key: lead.key,
    method: 'POST',
    path: lead.path,
    body: Buffer.from(lead.body, 'base64'),
  });

export async function registerLeadPosts(host: FastifyInstance, leads: LeadSender): Promise<void> {
  await host.register(async (scope) => {
    const asBuffer = (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) =>
      done(null, body);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: LEAD_JSON_MAX_BYTES }, asBuffer);
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: FORM_POST_MAX_MULTIPART_BYTES },
      asBuffer,
    );
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      const answer = await leads.send({
        path: request.url,
        contentType: request.headers['content-type'] ?? 'application/octet-stream',
        body: request.body as Buffer,
        clientAddress: request.ip,
        ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
      });
      return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
    };
    for (const url of ['/api/forms/:formId', '/api/careers/application', '/api/hubspot/data', '/api/media/data']) {
      scope.post(url, forward);
    }
  });
}
