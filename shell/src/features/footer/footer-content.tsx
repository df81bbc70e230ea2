import { FooterBottom } from './footer-bottom.tsx';
import { FooterBrand } from './footer-brand.tsx';
import { FooterLinkColumns } from './footer-link-columns.tsx';
import styles from './site-footer.module.css';

/** The footer's brand, link columns and legal line (SiteFooter). */
export function FooterContent() {
  return (
    <div className={styles.inner}>
      <div className={styles.top}>
        <FooterBrand />
        <FooterLinkColumns />
      </div>
      <FooterBottom />
    </div>
  );
}
