import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import type { UploadKind } from './upload-policy.ts';
import { IMAGE_DECODE_TIMEOUT_SECONDS, IMAGE_MAX_INPUT_PIXELS } from './upload-policy.ts';

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

/**
 * Keeps uploads in the data directory, outside every static root, under
 * random names; the original name is only a label for the download.
 */
export function createUploadStore(db: Db, dataDir: string) {
  const folder = path.join(dataDir, 'uploads');
  mkdirSync(folder, { recursive: true });

  return {
    folder,

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
      writeFileSync(path.join(folder, `${stored.id}.${stored.extension}`), bytes, { flag: 'wx' });
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

    find(id: string): Promise<StoredUpload | undefined> {
      return db.get<StoredUpload>('SELECT id, kind, extension, mime, original_name, size FROM uploads WHERE id = ?', [
        id,
      ]);
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

/** The address a form stores in its field and the API serves the file back from. */
export const uploadAddress = (upload: StoredUpload) => `/api/media/files/${upload.id}.${upload.extension}`;
