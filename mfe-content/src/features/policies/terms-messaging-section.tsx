import { brand } from '@site/shared';
import { PolicySection } from './policy-section.tsx';

/** The text-message consent terms (site-spec.md section 2.16): opt out with STOP, help with HELP. */
export function TermsMessagingSection() {
  return (
    <PolicySection id="text-messages" heading="Text messages">
      <p>
        When you give us your mobile number on one of our forms, you agree that {brand.name} may send you text messages
        about your enquiry, consultation, application or the services you receive. Message frequency varies, and message
        and data rates from your carrier may apply. Consent to receive text messages is not a condition of buying any
        service.
      </p>
      <ul>
        <li>
          Reply <strong>STOP</strong> to any message to opt out. We will confirm by text and send no further messages
          unless you sign up again.
        </li>
        <li>
          Reply <strong>HELP</strong> to any message for help, or contact your account manager.
        </li>
      </ul>
      <p>
        Mobile numbers and text-message consent are never sold or shared with third parties for their marketing.
        Carriers are not liable for delayed or undelivered messages.
      </p>
    </PolicySection>
  );
}
