import type { MouseEvent } from 'react';
import { Link, useLocation } from '@site/shared/router';
import {
  CONSENT_POST_PATH,
  CONSENT_REJECTED_FRAGMENT,
  CONSENT_REJECT_CHOICE,
  consentBannerCopy as copy,
  consentPostFields,
  consentValues,
  getRoute,
} from '@site/shared';
import styles from './consent-banner.module.css';
import { useConsent } from './use-consent.ts';

const privacyPolicyPath = getRoute('privacy').path;

/**
 * site-spec.md section 2.20: shown on every page until a choice is stored.
 * A landmark, not a dialog: it never takes or traps focus, and fixed
 * positioning keeps the page beneath it from moving.
 *
 * Before and without JavaScript (docs/decisions/010) it is a form: each choice posts to the shell's host, which
 * stores it with the same cookie attributes and sends the visitor back to this page. With JavaScript a click
 * chooses in place, as it always did.
 */
export function ConsentBanner() {
  const { bannerOpen, choose, reject } = useConsent();
  const { pathname, search } = useLocation();
  if (!bannerOpen) return null;

  const inPlace = (act: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    act();
  };
  const choice = (value: string) => ({ type: 'submit' as const, name: consentPostFields.choice, value });

  return (
    <section id={CONSENT_REJECTED_FRAGMENT} className={styles.banner} aria-label={copy.label}>
      <form className={styles.inner} method="post" action={CONSENT_POST_PATH}>
        <input type="hidden" name={consentPostFields.returnTo} value={`${pathname}${search}`} />
        <div className={styles.text}>
          <h2 className={styles.heading}>{copy.heading}</h2>
          <p className={styles.body}>
            {copy.body} <Link to={privacyPolicyPath}>{copy.privacyLink}</Link>
          </p>
        </div>
        <div className={styles.actions}>
          <button
            {...choice(consentValues.acceptAll)}
            className={styles.primary}
            onClick={inPlace(() => choose(consentValues.acceptAll))}
          >
            {copy.acceptAll}
          </button>
          <button
            {...choice(consentValues.necessaryOnly)}
            className={styles.secondary}
            onClick={inPlace(() => choose(consentValues.necessaryOnly))}
          >
            {copy.necessaryOnly}
          </button>
          <button {...choice(CONSENT_REJECT_CHOICE)} className={styles.secondary} onClick={inPlace(reject)}>
            {copy.rejectAll}
          </button>
        </div>
        <button
          {...choice(CONSENT_REJECT_CHOICE)}
          className={styles.close}
          aria-label={copy.close}
          onClick={inPlace(reject)}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
    </section>
  );
}
