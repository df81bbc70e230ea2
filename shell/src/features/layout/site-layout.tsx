import { Outlet } from '@site/shared/router';
import { ConsentBanner } from '../consent/consent-banner.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { CanonicalLink } from '../head/canonical-link.tsx';
import { NavigationLoader } from '../navigation/navigation-loader.tsx';
import { ScrollRestoration } from '../navigation/scroll-restoration.tsx';
import { TalkToExpertsSection } from '../footer/talk-to-experts-section.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import { OverrideBanner } from '../remotes/override-banner.tsx';
import styles from './site-layout.module.css';

export function SiteLayout() {
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <ConsentBanner />
      <OverrideBanner />
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <TalkToExpertsSection />
      <SiteFooter />
      <CanonicalLink />
      <NavigationLoader />
      <ScrollRestoration />
    </>
  );
}
