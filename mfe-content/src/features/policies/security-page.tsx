import { brand, companyFacts, footerDocuments, securityFacts, usePageMeta } from '@site/shared';
import { PolicyDocument } from './policy-document.tsx';
import { policyEmails } from './policy-contacts.ts';
import { PolicySection } from './policy-section.tsx';
import { SecurityControls } from './security-controls.tsx';
import { SecurityFigures } from './security-figures.tsx';

const pageMeta = {
  title: 'Security Measures',
  description: `How ${brand.name} protects client data: ISO 27001 certified security, technical, operational and managerial controls, a warm disaster-recovery site and backup power.`,
  keywords: `${brand.name} security measures, ISO 27001, information security, disaster recovery, data protection, business continuity`,
};

const iso27001Certificate = footerDocuments.find((document) => document.id === 'iso-27001')?.path;

export function SecurityPage() {
  usePageMeta(pageMeta);

  return (
    <PolicyDocument
      routeId="security"
      lastUpdated="2025-04-14"
      summary={`Our clients trust us with policy files, financial records and customer data. ${brand.name} protects that information with layered technical, operational and managerial controls, certified against international standards and tested regularly.`}
    >
      <SecurityFigures />

      <SecurityControls />

      <PolicySection id="iso-27001" heading="ISO 27001 certification">
        <p>
          Our information security management system is certified to ISO 27001, the international standard for managing
          information security. Independent auditors assess our controls every year to keep the certification current,
          and our quality management system is also certified to ISO 9001.{' '}
          {iso27001Certificate && (
            <a href={iso27001Certificate} target="_blank" rel="noopener noreferrer">
              View our ISO 27001 certificate (PDF, opens in a new tab)
            </a>
          )}
        </p>
      </PolicySection>

      <PolicySection id="disaster-recovery" heading="Business continuity and disaster recovery">
        <p>
          Client work does not stop when something goes wrong. Our business continuity plan covers power, network,
          facility and staffing failures across our offices in {companyFacts.offices.join(' and ')}, and we rehearse it
          with regular drills.
        </p>
        <ul>
          <li>
            A warm site, equipped and connected in advance, that can start operations within{' '}
            {securityFacts.recoveryHours} hours of a disaster at our primary facility.
          </li>
          <li>
            A {securityFacts.upsKva} KVA UPS that keeps workstations, servers and network equipment running without
            interruption, backed by a {securityFacts.generatorKva} KVA generator for longer outages.
          </li>
          <li>Redundant internet links from separate providers, with automatic failover.</li>
          <li>Encrypted off-site backups, restored in regular tests to prove they work.</li>
        </ul>
      </PolicySection>

      <PolicySection id="reporting" heading="Reporting a security concern">
        <p>
          If you believe you have found a security issue affecting {brand.name} or our clients, email{' '}
          <a href={`mailto:${policyEmails.security}`}>{policyEmails.security}</a>. Our security team acknowledges every
          report and keeps you informed while it is investigated.
        </p>
      </PolicySection>
    </PolicyDocument>
  );
}
