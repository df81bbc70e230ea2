// How builds compress their text files ahead of time and hosts send them; no build tooling here (the host imports it).

/** Below this, compression saves less than its headers cost: no twin is written, and hosts do not compress. */
export const PRECOMPRESS_THRESHOLD_BYTES = 1024;

/** A file's build-time compressed twin (`main.1a2b3c4d.js.br`): the same content, in brotli or gzip. */
export const COMPRESSED_TWIN = /\.(br|gz)$/;
