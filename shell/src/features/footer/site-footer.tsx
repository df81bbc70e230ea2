import { HydrateWhenNear } from '@site/shared';
import { FooterBottom } from './footer-bottom.tsx';
import { FooterBrand } from './footer-brand.tsx';
import { FooterLinkColumns } from './footer-link-columns.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import styles from './site-footer.module.css';

/** site-spec.md section 2.19: the site footer on every page. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      {/* Links and text: its code runs only once the visitor gets near it (docs/decisions/020). */}
      <HydrateWhenNear>
        <div className={styles.inner}>
          <div className={styles.top}>
            <FooterBrand />
            <FooterLinkColumns />
          </div>
          <FooterBottom />
        </div>
      </HydrateWhenNear>
      <ScrollToTopButton />
    </footer>
  );
}
