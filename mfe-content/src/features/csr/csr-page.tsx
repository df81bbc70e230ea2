import { MotionPauseButton, PageFrame, brand, usePageMeta } from '@site/shared';
import { CsrBanner } from './csr-banner.tsx';
import { CsrFocusAreas } from './csr-focus-areas.tsx';
import { CsrGalleries } from './csr-galleries.tsx';
import { CsrImageGrid } from './csr-image-grid.tsx';
import { CsrValues } from './csr-values.tsx';
import styles from './csr-page.module.css';

/** Corporate social responsibility (site-spec.md sections 2.5, 4 and 9). */
export function CsrPage() {
  usePageMeta({
    title: 'Corporate Social Responsibility',
    description: `How ${brand.name} gives back in Udaipur: school partnerships, skills centers for women and free village health camps, run by our employees with local partners.`,
    keywords: `${brand.name} CSR, corporate social responsibility Udaipur, education program, women empowerment, health camps, employee volunteering`,
  });

  return (
    <PageFrame routeId="csr">
      <p className={styles.intro}>
        {brand.legalName} believes a business is only as strong as the community around it. Here is where our time and
        money go, and what they have changed.
      </p>
      {/* One switch for the banner's backgrounds, the image wave and the program words below (WCAG 2.2.2). */}
      <div className={styles.motion}>
        <MotionPauseButton />
      </div>
      <CsrBanner />
      <CsrImageGrid />
      <CsrValues />
      <CsrFocusAreas />
      <CsrGalleries />
    </PageFrame>
  );
}
