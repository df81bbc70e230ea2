import { randomBytes } from 'node:crypto';

/**
 * A multipart body built byte by byte, so tests control exactly what a
 * hostile client sends: any file name, any content type, any bytes.
 */
export function multipartUpload(
  filename: string,
  bytes: Buffer,
  options: { contentType?: string; field?: string } = {},
) {
  const boundary = `----site-test-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'media'}"; filename="${filename}"\r\n` +
      `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    'latin1',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1');
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
