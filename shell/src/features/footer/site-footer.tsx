import { lazyPart } from '@site/shared';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
// Its rules stay in the page's stylesheet, so the server's footer is styled before any of its code comes.
import styles from './site-footer.module.css';

const FooterContent = lazyPart(() =>
  import(/* webpackChunkName: "part-footer-content" */ './footer-content.tsx').then((module) => module.FooterContent),
);

/** site-spec.md section 2.19: the site footer on every page. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      {/* Links and text: their code is fetched and run only once the visitor gets near them (docs/decisions/020). */}
      <FooterContent />
      <ScrollToTopButton />
    </footer>
  );
}
