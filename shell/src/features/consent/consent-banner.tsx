import { Link } from '@site/shared/router';
import { consentBannerCopy as copy, consentValues, getRoute } from '@site/shared';
import styles from './consent-banner.module.css';
import { useConsent } from './use-consent.ts';

const privacyPolicyPath = getRoute('privacy').path;

/**
 * site-spec.md section 2.20: shown on every page until a choice is stored.
 * A landmark, not a dialog: it never takes or traps focus, and fixed
 * positioning keeps the page beneath it from moving.
 */
export function ConsentBanner() {
  const { bannerOpen, choose, reject } = useConsent();
  if (!bannerOpen) return null;

  return (
    <section className={styles.banner} aria-label={copy.label}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 className={styles.heading}>{copy.heading}</h2>
          <p className={styles.body}>
            {copy.body} <Link to={privacyPolicyPath}>{copy.privacyLink}</Link>
          </p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => choose(consentValues.acceptAll)}>
            {copy.acceptAll}
          </button>
          <button type="button" className={styles.secondary} onClick={() => choose(consentValues.necessaryOnly)}>
            {copy.necessaryOnly}
          </button>
          <button type="button" className={styles.secondary} onClick={reject}>
            {copy.rejectAll}
          </button>
        </div>
        <button type="button" className={styles.close} aria-label={copy.close} onClick={reject}>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
