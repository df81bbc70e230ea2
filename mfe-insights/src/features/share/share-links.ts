export { SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH } from '@site/shared';
import { SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH } from '@site/shared';

export type ShareNetworkId = 'facebook' | 'twitter' | 'pinterest' | 'linkedin';

export interface ShareNetwork {
  id: ShareNetworkId;
  label: string;
  /** The network's share address for a page URL and title. */
  href: (url: string, title: string) => string;
}

const withQuery = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params).toString()}`;

/** site-spec.md sections 2.7 and 2.9: Facebook, Twitter, Pinterest and LinkedIn, in that order. */
export const shareNetworks: readonly ShareNetwork[] = [
  {
    id: 'facebook',
    label: 'Facebook',
    href: (url, title) => withQuery('https://www.facebook.com/sharer/sharer.php', { u: url, quote: title }),
  },
  {
    id: 'twitter',
    label: 'Twitter',
    href: (url, title) => withQuery('https://twitter.com/intent/tweet', { url, text: title }),
  },
  {
    id: 'pinterest',
    label: 'Pinterest',
    href: (url, title) => withQuery('https://pinterest.com/pin/create/button/', { url, description: title }),
  },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    href: (url, title) => withQuery('https://www.linkedin.com/shareArticle', { mini: 'true', url, title }),
  },
];

export const SHARE_POPUP_FEATURES = `width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},resizable=yes,scrollbars=yes`;

/** Opens the network's share page in a popup; runs only from a click, in the browser. */
export function openSharePopup(network: ShareNetwork, url: string, title: string): void {
  const popup = window.open(network.href(url, title), `share-${network.id}`, SHARE_POPUP_FEATURES);
  // The network's page must not be able to navigate ours.
  if (popup) popup.opener = null;
}
