import { Outlet, ScrollRestoration } from 'react-router';
import { ConsentBanner } from '../consent/consent-banner.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { TalkToExpertsSection } from '../footer/talk-to-experts-section.tsx';
import { SiteHeader } from './site-header.tsx';
import styles from './site-layout.module.css';

export function SiteLayout() {
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <TalkToExpertsSection />
      <SiteFooter />
      <ConsentBanner />
      <ScrollRestoration />
    </>
  );
}
