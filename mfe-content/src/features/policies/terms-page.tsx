import { Link } from '@site/shared/router';
import { brand, getRoute, usePageMeta } from '@site/shared';
import { PolicyDocument } from './policy-document.tsx';
import { policyEmails } from './policy-contacts.ts';
import { PolicySection } from './policy-section.tsx';
import { TermsMessagingSection } from './terms-messaging-section.tsx';

const pageMeta = {
  title: 'Terms & Conditions',
  description: `The terms that govern use of the ${brand.name} website and our outsourcing services: client responsibilities, card payments, confidentiality, termination and text-message consent.`,
  keywords: `${brand.name} terms and conditions, terms of service, outsourcing agreement, SMS consent, payment terms`,
};

export function TermsPage() {
  usePageMeta(pageMeta);
  const legalMail = <a href={`mailto:${policyEmails.legal}`}>{policyEmails.legal}</a>;

  return (
    <PolicyDocument
      routeId="terms"
      lastUpdated="2025-03-03"
      summary={`These terms apply to everyone who uses the ${brand.name} website and to every business that engages ${brand.legalName} for its services. By using the website or our services you accept them.`}
    >
      <PolicySection id="business-purpose" heading="Business purpose">
        <p>
          {brand.name} provides business-process outsourcing and consulting to businesses: insurance operations,
          accounting and bookkeeping, data annotation, business intelligence, digital marketing and AI services. The
          website describes those services and lets businesses and job seekers contact us. Its content is general
          information, not professional, legal or financial advice for your situation.
        </p>
      </PolicySection>

      <PolicySection id="engagements" heading="Our services and your agreement with us">
        <p>
          Each engagement is set out in a written agreement or statement of work that describes the services, service
          levels, fees and term. Where that agreement and these terms differ, the agreement governs.
        </p>
      </PolicySection>

      <PolicySection id="client-responsibility" heading="Client responsibility">
        <p>As a client, you are responsible for:</p>
        <ul>
          <li>Giving us complete, accurate and timely information, instructions and access to the systems we need.</li>
          <li>Having the right to share any data you send us, including the consent of the people it concerns.</li>
          <li>Reviewing and approving our work where the agreement asks you to, and the decisions you base on it.</li>
          <li>Complying with the laws and regulations that apply to your business, including licensing rules.</li>
          <li>Keeping the login credentials we issue to your team secure.</li>
        </ul>
      </PolicySection>

      <PolicySection id="payment" heading="Payment">
        <p>
          Fees are invoiced as your agreement sets out and may be paid by credit or debit card. Your account manager
          agrees the card payment details with you, including the billing schedule, the amount of each charge and the
          card to be used, before any charge is made. We will never ask for your full card number by email or text
          message. Late or declined payments may pause the services until the account is brought up to date.
        </p>
      </PolicySection>

      <PolicySection id="confidentiality" heading="Confidentiality">
        <p>
          Both parties keep the other&apos;s confidential information private and use it only to perform the engagement.
          Our employees sign confidentiality agreements, and client data is handled under the controls described in our{' '}
          <Link to={getRoute('security').path}>Security Measures</Link>. These obligations continue after the engagement
          ends.
        </p>
      </PolicySection>

      <PolicySection id="intellectual-property" heading="Intellectual property">
        <p>
          The text, graphics and design of this website belong to {brand.legalName}. You may view and share pages for
          your own business purposes but may not copy or republish them without our written permission. Work product we
          create for you is owned as your agreement states.
        </p>
      </PolicySection>

      <PolicySection id="termination" heading="Termination">
        <p>
          Either party may end an engagement by sending written notice by email to the other party: to your account
          manager or to {legalMail}. The notice period in your agreement applies, and fees for work completed up to the
          end date remain payable. On termination we return or securely delete your data as you instruct.
        </p>
      </PolicySection>

      <TermsMessagingSection />

      <PolicySection id="liability" heading="Limitation of liability">
        <p>
          The website is provided as it is. To the extent the law allows, {brand.name} is not liable for indirect or
          consequential losses arising from its use. Our liability for services is limited as your agreement sets out.
        </p>
      </PolicySection>

      <PolicySection id="changes" heading="Changes to these terms">
        <p>
          We may update these terms from time to time. The date at the top of this page shows the latest version, which
          applies from the day it is published.
        </p>
      </PolicySection>

      <PolicySection id="contact" heading="Contact us">
        <p>
          Questions about these terms can be sent to {legalMail} or through our{' '}
          <Link to={getRoute('contact').path}>contact page</Link>.
        </p>
      </PolicySection>
    </PolicyDocument>
  );
}
