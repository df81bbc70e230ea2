import { CONSENT_COOKIE_LIFETIME_DAYS, CONSENT_COOKIE_NAME, brand, consentBannerCopy } from '@site/shared';
import { PolicySection } from './policy-section.tsx';

/** The cookie part of the privacy policy, matching what the consent banner offers (site-spec.md section 4). */
export function PrivacyCookiesSection() {
  return (
    <PolicySection id="cookies" heading="Cookies">
      <p>
        Cookies are small text files a website stores in your browser. The first time you visit, our cookie banner asks
        which cookies we may use, and nothing beyond what you choose is loaded.
      </p>
      <h3>Strictly necessary cookies</h3>
      <p>
        These keep the website working and secure. One of them, <code>{CONSENT_COOKIE_NAME}</code>, remembers your
        cookie choice for {CONSENT_COOKIE_LIFETIME_DAYS} days so we do not ask on every visit.
      </p>
      <h3>Analytics and marketing cookies</h3>
      <p>
        With your consent, measurement tools record how the website is used: the pages visited, how long visitors stay
        and the kind of device they use. This helps us see which content is useful and how our campaigns perform. These
        tools never receive the details you type into our forms.
      </p>
      <h3>Your cookie choices</h3>
      <ul>
        <li>
          <strong>{consentBannerCopy.acceptAll}</strong> allows the analytics and marketing cookies described above.
        </li>
        <li>
          <strong>{consentBannerCopy.necessaryOnly}</strong> keeps the essential cookies and a limited set of
          measurement tools in place of the full set {brand.name} uses.
        </li>
        <li>
          <strong>{consentBannerCopy.rejectAll}</strong> clears the cookies and stored data of this website from your
          browser and records no choice, so the banner asks again on your next visit.
        </li>
      </ul>
      <p>
        You can also block or delete cookies at any time in your browser settings. Some parts of the website may not
        work as intended without them.
      </p>
    </PolicySection>
  );
}
