import type { ServiceSection } from './service-content-types.ts';

/** The six areas of agency consultation, each a section of the insurance page the service tree links to. */
export const agencyConsultationAreas: readonly ServiceSection[] = [
  {
    id: 'workflow',
    title: 'Workflow',
    summary: 'Standard procedures for every account-management task, written with your staff.',
    tasks: ['Process mapping', 'Desk procedures and checklists'],
  },
  {
    id: 'technology-automation',
    title: 'Technology automation',
    summary: 'Rules, templates and integrations that remove repeated keystrokes.',
    tasks: ['Agency management system configuration', 'Download and e-signature automation'],
  },
  {
    id: 'data-cleansing',
    title: 'Data cleansing',
    summary: 'Duplicate clients, stale contacts and mismatched policies corrected at the source.',
    tasks: ['Duplicate and orphan record clean-up', 'Policy-to-carrier download matching'],
  },
  {
    id: 'data-migration',
    title: 'Data migration',
    summary: 'A move to a new management system, mapped, tested and reconciled record by record.',
    tasks: ['Field mapping and trial conversions', 'Post-migration reconciliation'],
  },
  {
    id: 'staff-training',
    title: 'Staff training',
    summary: 'Short, role-based sessions so new procedures stick after we step back.',
    tasks: ['Role-based training plans', 'Recorded walkthroughs for new hires'],
  },
  {
    id: 'client-communication',
    title: 'Client communication',
    summary: 'Renewal, onboarding and claims letters that sound like your agency and go out on time.',
    tasks: ['Template library in your voice', 'Renewal and cross-sell campaigns'],
  },
];
