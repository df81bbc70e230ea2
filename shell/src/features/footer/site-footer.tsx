import { HydrateWhenNear } from '@site/shared';
import { FooterContent } from './footer-content.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import styles from './site-footer.module.css';

/** site-spec.md section 2.19: the site footer on every page. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      {/*
        Links and text: their code runs only once the visitor gets near them (docs/decisions/020). Not a lazy part:
        a click on a footer link before its code came would be a full page load, not the site's own navigation.
      */}
      <HydrateWhenNear>
        <FooterContent />
      </HydrateWhenNear>
      <ScrollToTopButton />
    </footer>
  );
}
