import { useId } from 'react';
import facebookIcon from './icons/facebook.svg';
import linkedinIcon from './icons/linkedin.svg';
import pinterestIcon from './icons/pinterest.svg';
import twitterIcon from './icons/twitter.svg';
import { openSharePopup, shareNetworks } from './share-links.ts';
import type { ShareNetworkId } from './share-links.ts';
import styles from './share-panel.module.css';

const icons: Record<ShareNetworkId, string> = {
  facebook: facebookIcon,
  twitter: twitterIcon,
  pinterest: pinterestIcon,
  linkedin: linkedinIcon,
};

const ICON_SIZE = 24;

interface SharePanelProps {
  /** What the popup carries beside the page's address: the item's own title. */
  title: string;
  heading?: string;
}

/**
 * site-spec.md section 2.9: one button per network, each opening a 626x436
 * popup with the page's address and title. The address is read on click,
 * so nothing here touches `window` while rendering.
 */
export function SharePanel({ title, heading = 'Share' }: SharePanelProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {shareNetworks.map((network) => (
          <li key={network.id}>
            <button
              type="button"
              className={styles.button}
              aria-label={`Share on ${network.label}`}
              title={`Share on ${network.label}`}
              onClick={() => openSharePopup(network, window.location.href, title)}
            >
              <img src={icons[network.id]} alt="" width={ICON_SIZE} height={ICON_SIZE} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
