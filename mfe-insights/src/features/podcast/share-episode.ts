/** site-spec.md section 8: what is logged when the browser cannot share. Not in shared/ yet. */
import { WEB_SHARE_UNSUPPORTED_MESSAGE } from '@site/shared';

export const WEB_SHARE_UNSUPPORTED = WEB_SHARE_UNSUPPORTED_MESSAGE;

export interface EpisodeShare {
  title: string;
  text: string;
  url: string;
}

/** Shares through the browser's Web Share facility (site-spec.md section 7); runs only from a click. */
export async function shareEpisode(share: EpisodeShare): Promise<void> {
  if (typeof navigator.share !== 'function') {
    console.log(WEB_SHARE_UNSUPPORTED);
    return;
  }
  try {
    await navigator.share(share);
  } catch (error) {
    // Closing the share sheet rejects with AbortError: the visitor changed their mind.
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Sharing failed', error);
  }
}
