import path from 'node:path';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Sql } from '../../db/database.ts';
import { openBlobStore } from '@site/shared/server/blob-store';
import type { BlobStore, S3BlobStoreOptions } from '@site/shared/server/blob-store';
import { uploadKey } from '@site/shared/server/upload-check';
import type { UploadKind } from '@site/shared/server/upload-check';
import { IMAGE_DECODE_TIMEOUT_SECONDS, IMAGE_MAX_INPUT_PIXELS } from '@site/shared/server/upload-policy';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../privacy/file-modes.ts';
import { UPLOAD_SPOOL_DIR, createSpoolingBlobStore, createUploadSpool } from './upload-spool.ts';
import type { SpoolingBlobStore } from './upload-spool.ts';

export interface StoredUpload {
  id: string;
  kind: UploadKind;
  extension: string;
  mime: string;
  original_name: string;
  size: number;
}

/** An image whose pixels could not be decoded (or not in time): the visitor's file, not the store, is at fault. */
export class ImageDecodeError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ImageDecodeError';
  }
}

/** Decoding and encoding the pixels again drops metadata and anything appended after the image. */
async function reencodeImage(bytes: Buffer, extension: string): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
    .timeout({ seconds: IMAGE_DECODE_TIMEOUT_SECONDS })
    .rotate();
  try {
    return await (extension === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer());
  } catch (error) {
    throw new ImageDecodeError(error);
  }
}

/** Where uploads are kept in DATA_DIR when no UPLOAD_STORE_URL is set. */
export const UPLOADS_DIR = 'uploads';

/**
 * The uploads' blobs: UPLOAD_STORE_URL's bucket (or DATA_DIR/uploads) behind this instance's spool, which keeps a
 * file while the store cannot take it (upload-spool.ts).
 */
export function openUploadBlobs(
  settings: { uploadStore: S3BlobStoreOptions | undefined; dataDir: string },
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): SpoolingBlobStore {
  const store = openBlobStore(settings.uploadStore, path.join(settings.dataDir, UPLOADS_DIR), {
    folderMode: PRIVATE_DIR_MODE,
    fileMode: PRIVATE_FILE_MODE,
  });
  return createSpoolingBlobStore(store, createUploadSpool(path.join(settings.dataDir, UPLOAD_SPOOL_DIR)), log);
}

/**
 * Keeps uploads in `blobs` (DATA_DIR/uploads, outside every static root, or UPLOAD_STORE_URL's bucket, with this
 * instance's spool in front) under their ids (random, or the request's Idempotency-Key), and their index (kind, type,
 * original name) in the database. The file is written before its row, so every row has its file; a file without a
 * row is never served.
 */
export function createUploadStore(db: Db, blobs: BlobStore) {
  return {
    /** The bytes to store: a photo's pixels encoded again. Throws an ImageDecodeError for pixels it cannot decode. */
    prepare(upload: { kind: UploadKind; extension: string; bytes: Buffer }): Promise<Buffer> {
      return upload.kind === 'photo' ? reencodeImage(upload.bytes, upload.extension) : Promise.resolve(upload.bytes);
    },

    /**
     * Writes the file, create-only: to the store, or to the spool while the store is away. `'conflict'` when its key
     * holds other bytes (an earlier attempt with the same Idempotency-Key sent another file).
     */
    async putFile(upload: StoredUpload, bytes: Buffer): Promise<'stored' | 'conflict'> {
      const key = uploadKey(upload);
      const written = await blobs.put(key, bytes, { createOnly: true, contentType: upload.mime });
      if (written === 'created') return 'stored';
      // An earlier attempt of this upload (its answer lost) wrote the same bytes: that is this write.
      return (await blobs.get(key))?.equals(bytes) ? 'stored' : 'conflict';
    },

    /** Records the upload's row with `sql` (the request's transaction with its key). */
    async insert(sql: Sql, upload: StoredUpload): Promise<void> {
      await sql.run(
        `INSERT INTO uploads (id, kind, extension, mime, original_name, size, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          upload.id,
          upload.kind,
          upload.extension,
          upload.mime,
          upload.original_name,
          upload.size,
          new Date().toISOString(),
        ],
      );
    },

    /** The stored bytes of an upload `find` returned (from the spool while it waits there); undefined when missing. */
    read(upload: StoredUpload): Promise<Buffer | undefined> {
      return blobs.get(uploadKey(upload));
    },

    find(id: string): Promise<StoredUpload | undefined> {
      return db.get<StoredUpload>('SELECT id, kind, extension, mime, original_name, size FROM uploads WHERE id = ?', [
        id,
      ]);
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
