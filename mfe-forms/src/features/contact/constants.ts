import { brand } from '@site/shared';

// Page copy of the Contact us page (forms-spec.md section 2). The addresses,
// mailboxes and numbers are the fictional brand's.

export const CONTACT_HEADING = 'What can we do to make things easier for you?';

/** The brand's mail domain: the site address without its `www.` host. */
const mailDomain = new URL(brand.siteUrl).hostname.replace(/^www\./, '');

export const officeAddresses = [
  {
    id: 'india',
    heading: 'India office',
    lines: [
      `${brand.legalName} Pvt. Ltd.`,
      '4th Floor, Lakeside Business Park',
      'Sector 11, Hiran Magri',
      'Udaipur, Rajasthan 313002',
      'India',
    ],
  },
  {
    id: 'usa',
    heading: 'USA office',
    lines: [`${brand.legalName} Inc.`, '77 Harbor View Plaza, Suite 900', 'New York, NY 10005', 'United States'],
  },
] as const;

/** 555-01xx numbers are reserved for fiction in the North American plan. */
export const phoneNumbers = [
  { id: 'us', country: 'United States', display: '+1 (212) 555-0147', dial: '+12125550147' },
  { id: 'ca', country: 'Canada', display: '+1 (416) 555-0182', dial: '+14165550182' },
] as const;

export const escalationContacts = [
  { id: 'job-seekers', audience: 'Job seekers', email: `careers@${mailDomain}` },
  { id: 'media', audience: 'Media queries', email: `media@${mailDomain}` },
] as const;

export const socialLinks = [
  { id: 'facebook', label: 'Facebook', href: brand.social.facebook },
  { id: 'twitter', label: 'Twitter', href: brand.social.twitter },
  { id: 'youtube', label: 'YouTube', href: brand.social.youtube },
  { id: 'instagram', label: 'Instagram', href: brand.social.instagram },
  { id: 'linkedin', label: 'LinkedIn', href: brand.social.linkedin },
] as const;
