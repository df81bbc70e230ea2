import { Suspense, lazy, useState } from 'react';
import { Link } from '@site/shared/router';
import { VideoModal, brand, getRoute } from '@site/shared';
import { DesktopNav } from './desktop-nav.tsx';
import { EMPTY_MENU_DATA } from './menu-data.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { useIsDesktop } from './use-is-desktop.ts';
import styles from './header.module.css';

const MenuDataQuery = lazy(() => import('./menu-data-query.tsx'));

export function SiteHeader() {
  // Menu data is fetched only in a browser at desktop widths, also after a resize to desktop.
  const isDesktop = useIsDesktop();
  const [menuData, setMenuData] = useState(EMPTY_MENU_DATA);
  const [video, setVideo] = useState<string | null>(null);

  return (
    <header className={styles.header}>
      {isDesktop && (
        <Suspense fallback={null}>
          <MenuDataQuery onData={setMenuData} />
        </Suspense>
      )}
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
