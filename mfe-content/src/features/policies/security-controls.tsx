import { PolicySection } from './policy-section.tsx';

const controls = [
  {
    id: 'technical-controls',
    heading: 'Technical controls',
    items: [
      'Encryption of client data in transit and at rest, with access over secure VPN connections only.',
      'Firewalls, intrusion prevention and managed endpoint protection on every device.',
      'Multi-factor authentication and role-based access, reviewed every quarter.',
      'USB ports, removable media and personal email blocked on production workstations.',
      'Centralized logging and monitoring, regular vulnerability scans and monthly patching.',
    ],
  },
  {
    id: 'operational-controls',
    heading: 'Operational controls',
    items: [
      'Biometric and access-card entry to production floors, with CCTV coverage and visitor logs.',
      'A clean-desk policy, and no mobile phones or paper on floors that handle client data.',
      'Background checks and confidentiality agreements for every employee before they start.',
      'Documented change management and daily backups that are tested by restoring them.',
      'Secure disposal of media and documents at the end of their retention period.',
    ],
  },
  {
    id: 'managerial-controls',
    heading: 'Managerial controls',
    items: [
      'An information security management system owned by senior management and reviewed every year.',
      'Risk assessments for every new client process, with controls agreed before work begins.',
      'Security awareness training at onboarding and every year after, with phishing exercises.',
      'Internal audits, external certification audits and a tested incident response plan.',
      'Security and privacy reviews of every vendor that supports our operations.',
    ],
  },
];

/** site-spec.md section 2.16: the technical, operational and managerial controls. */
export function SecurityControls() {
  return controls.map((control) => (
    <PolicySection key={control.id} id={control.id} heading={control.heading}>
      <ul>
        {control.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </PolicySection>
  ));
}
