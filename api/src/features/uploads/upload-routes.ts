import { createHash, randomUUID } from 'node:crypto';
import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { idempotencyMessages } from '@site/shared/contracts';
import type { UploadResponse } from '@site/shared/contracts';
import { checkUpload, uploadAddress } from '@site/shared/server/upload-check';
import type { UploadKind } from '@site/shared/server/upload-check';
import { uploadKinds, uploadMessages } from '@site/shared/server/upload-policy';
import { sendError, sendFieldErrors, sendUnavailable } from '../../http/errors.ts';
import { requestFingerprint } from '../../http/leads.ts';
import type { LeadWrites } from '../../http/leads.ts';
import { ImageDecodeError } from './upload-store.ts';
import type { StoredUpload, UploadStore } from './upload-store.ts';
import { UploadResponseSchema } from '@site/shared/schemas';
import { formResponses } from '../../http/content-responses.ts';
import { UPLOAD_LINK_EXPIRES_PARAM, UPLOAD_LINK_SIGNATURE_PARAM, isSignedUploadLink } from '../privacy/upload-links.ts';

const UPLOAD_FIELD = 'media';

/** ASCII-only label for Content-Disposition; the stored name is never used. */
function downloadName(originalName: string, extension: string): string {
  const stem =
    originalName
      .replace(/\.[^.]*$/, '')
      .replace(/[^A-Za-z0-9 _-]/g, '_')
      .slice(0, 80) || 'file';
  return `${stem}.${extension}`;
}

/**
 * `linkSecret` signs the only links an upload is served through (issue 51): staff's, expiring
 * (`npm run privacy -- upload-link`). Without one, the answer is the same 404 as for a file that does not exist.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  store: UploadStore,
  leads: LeadWrites,
  linkSecret: string,
): void {
  // forms-spec.md call 9: multipart with one field `media`; answers `{ media: <address> }`.
  // Our extension: `?field=photo|resume` narrows the accepted types to that field's.
  app.post<{ Querystring: { field?: UploadKind } }>(
    '/api/media/data',
    {
      ...leads.routeOptions,
      schema: {
        querystring: { type: 'object', properties: { field: { type: 'string', enum: Object.keys(uploadKinds) } } },
        response: formResponses(201, UploadResponseSchema),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return sendFieldErrors(reply, { [UPLOAD_FIELD]: uploadMessages.noFile });
      const part = await request.file();
      if (!part || part.fieldname !== UPLOAD_FIELD) {
        return sendFieldErrors(reply, { [UPLOAD_FIELD]: uploadMessages.noFile });
      }
      let bytes: Buffer;
      let truncated = false;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        bytes = Buffer.alloc(0);
        truncated = true;
      }
      // With an Idempotency-Key, the upload's id is the key: its address is known before it is stored (ADR 042).
      const lead = await leads.open(request, reply);
      if (!lead) return reply;
      const fingerprint = requestFingerprint({
        field: request.query.field ?? null,
        filename: part.filename,
        truncated,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      if (await leads.replayed(lead, fingerprint, reply)) return reply;
      const check = await checkUpload({
        filename: part.filename,
        bytes,
        truncated,
        ...(request.query.field ? { requestedKind: request.query.field } : {}),
      });
      if (!check.ok) return sendFieldErrors(reply, { [UPLOAD_FIELD]: check.message }, check.status);
      let prepared: Buffer;
      try {
        prepared = await store.prepare({ ...check, bytes });
      } catch (error) {
        if (!(error instanceof ImageDecodeError)) throw error;
        request.log.warn({ err: error }, 'Upload refused: the image could not be decoded');
        const message = /timeout/i.test(error.message)
          ? uploadMessages.imageTimeout
          : uploadKinds[check.kind].formatMessage;
        return sendFieldErrors(reply, { [UPLOAD_FIELD]: message });
      }
      const upload: StoredUpload = {
        id: lead.key ?? randomUUID(),
        kind: check.kind,
        extension: check.extension,
        mime: check.mime,
        original_name: part.filename,
        size: prepared.length,
      };
      // The store, or this instance's spool while the store is away: a store failure is never the visitor's file's.
      if ((await store.putFile(upload, prepared)) === 'conflict') {
        return sendError(reply, 409, idempotencyMessages.keyReused);
      }
      const answer = await leads.commit(lead, fingerprint, async (sql) => {
        await store.insert(sql, upload);
        return { status: 201, body: { media: uploadAddress(upload) } satisfies UploadResponse };
      });
      return leads.send(reply, answer);
    },
  );

  app.get<{ Params: { file: string }; Querystring: { expires?: string; signature?: string } }>(
    '/api/media/files/:file',
    {
      schema: {
        params: {
          type: 'object',
          properties: { file: { type: 'string', pattern: '^[0-9a-f-]{36}\\.(jpg|png|pdf|doc|docx)$' } },
        },
        querystring: {
          type: 'object',
          properties: {
            [UPLOAD_LINK_EXPIRES_PARAM]: { type: 'string', maxLength: 20 },
            [UPLOAD_LINK_SIGNATURE_PARAM]: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request, reply) => {
      const address = `/api/media/files/${request.params.file}`;
      if (!isSignedUploadLink(linkSecret, address, request.query, new Date())) {
        return sendError(reply, 404, 'File not found.');
      }
      const [id = '', extension = ''] = request.params.file.split('.');
      const upload = await store.find(id);
      if (!upload || upload.extension !== extension) return sendError(reply, 404, 'File not found.');
      let bytes: Buffer | undefined;
      try {
        bytes = await store.read(upload);
      } catch (error) {
        request.log.warn({ err: error, upload: upload.id }, 'The upload store could not be read');
        return sendUnavailable(reply);
      }
      if (!bytes) return sendError(reply, 404, 'File not found.');
      return reply
        .type(upload.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(downloadName(upload.original_name, upload.extension)))
        .send(bytes);
    },
  );
}
