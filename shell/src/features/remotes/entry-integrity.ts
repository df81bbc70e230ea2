import { REMOTE_ENTRY_FILE, remoteBaseUrl } from '@site/shared';
import type { ReleaseManifest } from '@site/shared';
/** Makes the browser refuse a script that is not the pinned entry. */
const REFUSE = 'sha384-refused';

export interface EntryPolicy {
  /** The integrity the entry at `url` must have; REFUSE for a script no release names. */
  integrityFor(url: string): string | undefined;
}

/**
 * What the browser may execute as a remote entry: the pinned versions'
 * entries with their SRI hash, and the current builds of unpinned remotes.
 */
export function entryPolicy(manifest: ReleaseManifest): EntryPolicy {
  const bases = manifest.remotes.map((remote) => ({
    base: remoteBaseUrl(remote.manifestUrl),
    integrity: remote.integrity,
  }));
  return {
    integrityFor(url) {
      const match = bases.filter(({ base }) => url.startsWith(base)).sort((a, b) => b.base.length - a.base.length)[0];
      if (!match) return REFUSE;
      if (!match.integrity) return undefined;
      return url === `${match.base}${REMOTE_ENTRY_FILE}` ? match.integrity : REFUSE;
    },
  };
}

/**
 * A federation runtime plugin: remote entries load with `integrity` and
 * CORS, so a tampered or overwritten entry is never executed and the remote's
 * fallback shows instead.
 */
export function createIntegrityPlugin(
  getPolicy: () => EntryPolicy | undefined,
  /** A script loaded with an integrity hash failed: refused by the browser (or unreachable). */
  onRefused: (url: string) => void = () => undefined,
) {
  return {
    name: 'site-entry-integrity',
    // The runtime would preload an expose's files itself, through createScript, where everything but an entry
    // is refused, leaving a failed <script> that the remote's chunk loader then reuses. The shell's host already
    // preloads the route's files with the page (page-assets.json), so the runtime's own preloading is switched off.
    beforePreloadRemote({ preloadOps }: { preloadOps: unknown[] }) {
      preloadOps.splice(0);
    },
    createScript({ url }: { url: string }) {
      const policy = getPolicy();
      if (!policy) return undefined;
      const integrity = policy.integrityFor(url);
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.crossOrigin = 'anonymous';
      if (integrity) {
        script.integrity = integrity;
        script.addEventListener('error', () => onRefused(url));
      }
      return script;
    },
  };
}
