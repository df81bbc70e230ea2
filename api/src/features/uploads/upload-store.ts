import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import type { BlobStore } from '@site/shared/server/blob-store';
import { uploadKey } from '@site/shared/server/upload-check';
import type { UploadKind } from '@site/shared/server/upload-check';
import { IMAGE_DECODE_TIMEOUT_SECONDS, IMAGE_MAX_INPUT_PIXELS } from '@site/shared/server/upload-policy';

export interface StoredUpload {
  id: string;
  kind: UploadKind;
  extension: string;
  mime: string;
  original_name: string;
  size: number;
}

/** Decoding and encoding the pixels again drops metadata and anything appended after the image. */
async function reencodeImage(bytes: Buffer, extension: string): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
    .timeout({ seconds: IMAGE_DECODE_TIMEOUT_SECONDS })
    .rotate();
  return extension === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** Where uploads are kept in DATA_DIR when no UPLOAD_STORE_URL is set. */
export const UPLOADS_DIR = 'uploads';

/** An upload's object in the store: its random id and extension; the original name is only a label. */
const keyOf = uploadKey;

/**
 * Keeps uploads in `blobs` (DATA_DIR/uploads, outside every static root, or UPLOAD_STORE_URL's bucket) under
 * random names, and their index (kind, type, original name) in the database. The file is written before its row,
 * so every row has its file; a file without a row is never served.
 */
export function createUploadStore(db: Db, blobs: BlobStore) {
  return {
    /** Throws when an image's pixels cannot be decoded. */
    async save(upload: { kind: UploadKind; extension: string; mime: string; originalName: string; bytes: Buffer }) {
      const bytes = upload.kind === 'photo' ? await reencodeImage(upload.bytes, upload.extension) : upload.bytes;
      const stored: StoredUpload = {
        id: randomUUID(),
        kind: upload.kind,
        extension: upload.extension,
        mime: upload.mime,
        original_name: upload.originalName,
        size: bytes.length,
      };
      const written = await blobs.put(keyOf(stored), bytes, { createOnly: true, contentType: stored.mime });
      if (written === 'exists') throw new Error(`Upload ${stored.id} already exists in ${blobs.location}`);
      await db.run(
        `INSERT INTO uploads (id, kind, extension, mime, original_name, size, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          stored.id,
          stored.kind,
          stored.extension,
          stored.mime,
          stored.original_name,
          stored.size,
          new Date().toISOString(),
        ],
      );
      return stored;
    },

    /** The stored bytes of an upload `find` returned; undefined when its file is missing. */
    read(upload: StoredUpload): Promise<Buffer | undefined> {
      return blobs.get(keyOf(upload));
    },

    find(id: string): Promise<StoredUpload | undefined> {
      return db.get<StoredUpload>('SELECT id, kind, extension, mime, original_name, size FROM uploads WHERE id = ?', [
        id,
      ]);
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

