import { useLayoutEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import { Link, useLocation } from '@site/shared/router';
import {
  CONSENT_BANNER_HEIGHT_PROPERTY,
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
 * WCAG 2.4.11 (focus not obscured): while the banner shows, its height is the page's bottom scroll padding (and
 * room under the footer), so an element that takes keyboard focus scrolls into view above the banner, not behind
 * it. Without JavaScript the stylesheet's estimate for the width stands in (consent-banner.module.css).
 */
function useBannerHeightAsScrollPadding(open: boolean) {
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!open || !element) return undefined;
    const root = element.ownerDocument.documentElement;
    const write = () => root.style.setProperty(CONSENT_BANNER_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    write();
    // Where there is no ResizeObserver the first height stands.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(write) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(CONSENT_BANNER_HEIGHT_PROPERTY);
    };
  }, [open]);
  return banner;
}

/**
 * site-spec.md section 2.20: shown on every page until a choice is stored.
 * A landmark, not a dialog: it never takes or traps focus, and fixed
 * positioning keeps the page beneath it from moving; the page's scroll
 * padding keeps focused elements out from under it.
 *
 * Before and without JavaScript (docs/decisions/010) it is a form: each choice posts to the shell's host, which
 * stores it with the same cookie attributes and sends the visitor back to this page. With JavaScript a click
 * chooses in place, as it always did.
 */
export function ConsentBanner() {
  const { bannerOpen, choose, reject } = useConsent();
  const { pathname, search } = useLocation();
  const banner = useBannerHeightAsScrollPadding(bannerOpen);
  if (!bannerOpen) return null;

  const inPlace = (act: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    act();
  };
  const choice = (value: string) => ({ type: 'submit' as const, name: consentPostFields.choice, value });

  return (
    <section ref={banner} id={CONSENT_REJECTED_FRAGMENT} className={styles.banner} aria-label={copy.label}>
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
