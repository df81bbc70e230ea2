// How builds compress their text files ahead of time and hosts send them; no build tooling here (the host imports it).
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than its headers cost: no twin is written, and hosts do not compress. */
export const PRECOMPRESS_THRESHOLD_BYTES = 1024;

/**
 * A build's compressed twins (`main.1a2b3c4d.js.br`): the same content, in brotli or gzip. One entry per
 * `Content-Encoding`, best first, with its twin's extension, how a build writes it (as hard as it can: once per
 * build, not per request) and how to read it back.
 */
export const TWINS = [
  {
    encoding: 'br',
    extension: '.br',
    compress: (content: Buffer) =>
      brotliAsync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    decode: brotliDecompressSync,
  },
  {
    encoding: 'gzip',
    extension: '.gz',
    compress: (content: Buffer) => gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    decode: gunzipSync,
  },
] as const;

export type TwinEncoding = (typeof TWINS)[number]['encoding'];

/** The twin a file name is, if it is one. */
export function twinOf(name: string): (typeof TWINS)[number] | undefined {
  return TWINS.find(({ extension }) => name.endsWith(extension));
}

/** The name of the file a twin encodes (`main.js` for `main.js.br`); any other name as it is. */
export function withoutTwinExtension(name: string): string {
  const twin = twinOf(name);
  return twin ? name.slice(0, -twin.extension.length) : name;
}
