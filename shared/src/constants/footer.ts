import { getRoute } from '../routes/route-table.ts';

/** site-spec.md sections 2.19 and 9: the copyright year the footer shows. */
export const COPYRIGHT_YEAR = 2025;

/**
 * site-spec.md section 2.19 and forms-spec.md: the routes on which the
 * footer's 'Talk to our experts' section is not shown. `event-detail` is the
 * events/{slug} pattern; every other entry is one exact page.
 */
export const footerHiddenRouteIds = [
  'privacy',
  'terms',
  'sitemap',
  'security',
  'csr',
  'consultation',
  'careers',
  'current-openings',
  'job-description',
  'apply-now',
  'podcast',
  'news',
  'events',
  'guides',
  'services',
  'contact',
  'consultation-thankyou',
  'event-detail',
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route-table path as a whole-path pattern: each `:param` stands for one non-empty segment. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  // The router matches paths without regard to case, so this does too.
  return new RegExp(`^${source}$`, 'i');
}

const hiddenPathPatterns = footerHiddenRouteIds.map((id) => pathPattern(getRoute(id).path));

function normalisePathname(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is matched as it was written.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/** Whether the 'Talk to our experts' section is hidden on the page at `pathname` (no query or hash). */
export function isTalkToExpertsHidden(pathname: string): boolean {
  const path = normalisePathname(pathname);
  return hiddenPathPatterns.some((pattern) => pattern.test(path));
}

/** The documents the footer links to; the shell serves them from its public folder. */
export const footerDocuments = [
  { id: 'csr-event', label: 'CSR Event', path: '/documents/csr-event.pdf' },
  { id: 'iso-27001', label: 'ISO 27001', path: '/documents/iso-27001-certificate.pdf' },
  { id: 'iso-9001', label: 'ISO 9001', path: '/documents/iso-9001-certificate.pdf' },
] as const;
