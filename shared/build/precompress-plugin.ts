import { rspack } from '@rspack/core';
import type { Compiler } from '@rspack/core';
import { PRECOMPRESS_THRESHOLD_BYTES, TWINS } from '../server/compressed-twins.ts';

/** Files a browser fetches as text: scripts, styles, manifests, SVG. Not source maps (developers' tools only). */
const COMPRESSIBLE = /\.(js|css|json|svg|html|txt|xml)$/;

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
            await Promise.all(
              TWINS.map(async ({ extension, compress }) => {
                const twin = await compress(content);
                if (twin.length < content.length) {
                  compilation.emitAsset(`${name}${extension}`, new rspack.sources.RawSource(twin));
                }
              }),
            );
          });
          await Promise.all(jobs);
        },
      );
    });
  }
}
