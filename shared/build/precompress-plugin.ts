import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { rspack } from '@rspack/core';
import type { Compiler } from '@rspack/core';
import { PRECOMPRESS_THRESHOLD_BYTES } from './compressed-twins.ts';

/** Files a browser fetches as text: scripts, styles, manifests, SVG. Not source maps (developers' tools only). */
const COMPRESSIBLE = /\.(js|css|json|svg|html|txt|xml)$/;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes each text asset's compressed twins beside it: `.br` (brotli at its
 * best quality, which is too slow to do per request) and `.gz` (gzip at its
 * best level) for browsers without brotli. Hosts send them as they are
 * (`preCompressed`), so a build is compressed once, as hard as it can be,
 * instead of quickly on every request. A twin that is not smaller than its
 * file is not written. The work runs on libuv's thread pool, beside rspack's.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const jobs = compilation.getAssets().map(async ({ name, source }) => {
            if (!COMPRESSIBLE.test(name)) return;
            const content = source.buffer();
            if (content.length < PRECOMPRESS_THRESHOLD_BYTES) return;
            const [br, gz] = await Promise.all([
              brotliAsync(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < content.length) compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
            if (gz.length < content.length) compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz));
          });
          await Promise.all(jobs);
        },
      );
    });
  }
}
