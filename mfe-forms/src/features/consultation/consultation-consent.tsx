import { Link } from '@site/shared/router';
import { brand, getRoute } from '@site/shared';

/** The policy checkbox's own label: short, so its accessible name stays readable. */
export const consentLabel = `I accept the Privacy Policy and Terms & Conditions and agree to receive text messages from ${brand.name}.`;

/** The text-message consent the checkbox covers (forms-spec.md section 3), read with the checkbox. */
export function ConsultationConsentText() {
  return (
    <>
      By ticking this box you agree that {brand.name} may send text messages to the phone number above about your
      consultation request, such as scheduling updates and reminders. Message frequency varies. Message and data rates
      may apply. Reply STOP to opt out at any time, or HELP for help. Consent is not a condition of any purchase. Read
      our <Link to={getRoute('privacy').path}>Privacy Policy</Link> and{' '}
      <Link to={getRoute('terms').path}>Terms &amp; Conditions</Link>.
    </>
  );
}
