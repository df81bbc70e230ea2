import { useState } from 'react';
import { Link } from '@site/shared/router';
import { VideoModal, brand, getRoute, lazyPart } from '@site/shared';
import { MobileMenu } from './mobile-menu.tsx';
import { useIsDesktop } from './use-is-desktop.ts';
import { useMenuData } from './use-menu-data.ts';
import styles from './header.module.css';

// The mega menus' code comes when they are shown: at once at desktop widths, never on a phone, where the bar
// hides them (docs/decisions/020). Their rules are in header.module.css, which the page's stylesheet holds.
const DesktopNav = lazyPart(() =>
  import(/* webpackChunkName: "part-desktop-nav" */ './desktop-nav.tsx').then((module) => module.DesktopNav),
);

export function SiteHeader() {
  // Menu data is fetched only in a browser at desktop widths, also after a resize to desktop.
  const menuData = useMenuData(useIsDesktop());
  const [video, setVideo] = useState<string | null>(null);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={`${brand.name} home`}>
          {brand.name}
        </Link>
        <DesktopNav menuData={menuData} onPlayVideo={setVideo} />
        <Link to={getRoute('consultation').path} className={`${styles.cta} ${styles.desktopOnly}`}>
          Get in touch
        </Link>
        <MobileMenu />
      </div>
      <VideoModal videoUrl={video} title="Client testimonial video" onClose={() => setVideo(null)} />
    </header>
  );
}
