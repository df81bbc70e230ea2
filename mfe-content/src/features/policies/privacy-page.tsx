import { Link } from '@site/shared/router';
import {
  APPLICATION_RETENTION_MONTHS,
  DRAFT_RETENTION_DAYS,
  ENQUIRY_RETENTION_MONTHS,
  OUTBOX_RETENTION_DAYS,
  brand,
  getRoute,
  usePageMeta,
} from '@site/shared';
import { PolicyDocument } from './policy-document.tsx';
import { policyEmails } from './policy-contacts.ts';
import { PolicySection } from './policy-section.tsx';
import { PrivacyCookiesSection } from './privacy-cookies-section.tsx';

const pageMeta = {
  title: 'Privacy Policy',
  description: `How ${brand.legalName} collects, uses and protects the personal information you share through our website, how we use cookies, and how to unsubscribe from our emails.`,
  keywords: `${brand.name} privacy policy, personal data, cookies, unsubscribe, data protection`,
};

/** site-spec.md section 2.16: the kinds of personal information the site collects. */
const collectedData = [
  'Your name',
  'Your education or employment status',
  'The organization you work for',
  'Your email address',
  'Your mailing address',
  'Your phone number',
  'The pages you visit on our website',
  'The service you need from us',
] as const;

export function PrivacyPage() {
  usePageMeta(pageMeta);
  const unsubscribe = `mailto:${policyEmails.privacy}?subject=Unsubscribe`;

  return (
    <PolicyDocument
      routeId="privacy"
      lastUpdated="2026-12-07"
      summary={`${brand.legalName} ("${brand.name}", "we", "us") respects your privacy. This policy explains what information we collect when you visit our website or get in touch with us, how we use it, and the choices you have.`}
    >
      <PolicySection id="scope" heading="What this policy covers">
        <p>
          This policy applies to information collected through the {brand.name} website, its enquiry, consultation and
          career application forms, and the emails we send to people who contact us or subscribe to our updates. Work we
          carry out for clients is governed by the confidentiality and data protection terms of each client agreement.
        </p>
      </PolicySection>

      <PolicySection id="information-we-collect" heading="Information we collect">
        <p>When you fill in a form, subscribe, apply for a role or browse our website, we may collect:</p>
        <ul>
          {collectedData.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>You choose what to share with us. Some forms cannot be sent without the details they need to reply.</p>
      </PolicySection>

      <PolicySection id="how-we-use-information" heading="How we use your information">
        <ul>
          <li>To answer your enquiry and arrange the consultation or call you asked for.</li>
          <li>To understand which of our services fits your needs and prepare a relevant proposal.</li>
          <li>To assess job applications and contact candidates about roles.</li>
          <li>To send the guides, news and updates you subscribed to.</li>
          <li>To see which pages are useful so we can improve the website.</li>
        </ul>
      </PolicySection>

      <PolicySection id="no-selling-or-sharing" heading="We do not sell or share your information">
        <p>
          We do not sell, rent or trade your personal information, and we do not share it with third parties. It is used
          only by {brand.name} staff who need it to respond to you, and it is never passed to other companies for their
          own marketing.
        </p>
      </PolicySection>

      <PrivacyCookiesSection />

      <PolicySection id="measuring-speed" heading="How we measure the website's speed">
        <p>
          When a page has loaded, your browser sends our own server four timings of that page: how long its main content
          took to appear, how quickly it responded to your clicks and taps, how much its layout moved, and how long our
          server took to answer. With them go only which kind of page it was (for example &ldquo;a guide&rdquo;) and
          which version of the website served it. While we are checking a newly released version, a one-time code of
          that page view goes with them too, so that each page counts once; it names that page view, never you. No
          cookie, address, identifier of you or anything you typed is sent, and no third party receives them: we keep
          only totals, to see whether a change made the website slower, and to withdraw a version that did.
        </p>
      </PolicySection>

      <PolicySection id="protecting-information" heading="How we protect your information">
        <p>
          Your information is stored on access-controlled systems and handled under the controls described in our{' '}
          <Link to={getRoute('security').path}>Security Measures</Link>, including our ISO 27001 certified information
          security management system.
        </p>
      </PolicySection>

      <PolicySection id="retention" heading="How long we keep your information">
        <p>We keep what you send us through this website only as long as we need it, then delete it:</p>
        <ul>
          <li>
            Enquiries, consultation requests, subscriptions and other form submissions: {ENQUIRY_RETENTION_MONTHS}{' '}
            months after we receive them.
          </li>
          <li>
            Career applications, with the photo and resume sent with them: {APPLICATION_RETENTION_MONTHS} months after
            we receive them.
          </li>
          <li>
            An application you have started but not sent: {DRAFT_RETENTION_DAYS} days after you last saved it. A file
            you uploaded but did not send with any form is deleted after the same time.
          </li>
          <li>
            The copy of a notification email we keep until it is sent is cleared as soon as it is sent; a notification
            that could not be sent is deleted after {OUTBOX_RETENTION_DAYS} days.
          </li>
        </ul>
        <p>
          Aadhaar numbers are stored encrypted, and the photos and resumes you upload are never published: only our
          staff can open them, through links that expire.
        </p>
      </PolicySection>

      <PolicySection id="unsubscribing" heading="Unsubscribing and your choices">
        <p>
          To stop receiving emails from us, email <a href={unsubscribe}>{policyEmails.privacy}</a> with
          &ldquo;Unsubscribe&rdquo; in the subject line, from the address you want removed. We will take you off our
          lists promptly. You can also write to the same address to ask what information we hold about you, to correct
          it, or to have it deleted.
        </p>
      </PolicySection>

      <PolicySection id="changes" heading="Changes to this policy">
        <p>
          We may update this policy as our website and services change. The date at the top of this page shows when it
          was last revised.
        </p>
      </PolicySection>

      <PolicySection id="contact" heading="Contact us">
        <p>
          Questions about this policy or your information can be sent to{' '}
          <a href={`mailto:${policyEmails.privacy}`}>{policyEmails.privacy}</a> or through our{' '}
          <Link to={getRoute('contact').path}>contact page</Link>.
        </p>
      </PolicySection>
    </PolicyDocument>
  );
}
