// The browser's leads (docs/decisions/043): its POSTs of a form, an application, a notification or an upload to
// /api go through the host's lead sender, as a remote's handler's do, so the JavaScript path is spooled too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_POST_MAX_MULTIPART_BYTES, IDEMPOTENCY_KEY_HEADER } from '@site/shared/contracts';
import type { LeadSender } from './lead-sender.ts';
import type { SpooledLead } from './lead-spool.ts';

/** Ours: the largest JSON lead the host takes (the API's own limit for JSON bodies). */
export const LEAD_JSON_MAX_BYTES = 256 * 1024;

/** The answer a spooled lead gets now, as the API gives it once stored; undefined for a lead that cannot wait. */
export function acceptedAnswer(lead: SpooledLead): { status: number; body: unknown } | undefined {
  const { pathname } = new URL(lead.path, 'http://host');
  if (pathname.startsWith('/api/forms/') || pathname === '/api/hubspot/data') {
    return { status: 202, body: { status: true, id: 0 } };
  }
  return undefined;
}

/**
 * The receipt a spooled lead's delivery carries (the API checks its token as of when the host took it).
 * Unfinished: the receipt's signature lands with the API's side (ADR 042); until then none is sent.
 */
export const leadReceiptHeaders =
  (secret: string) =>
  (lead: SpooledLead): Record<string, string> =>
    secret && lead.key ? {} : {};

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
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
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
