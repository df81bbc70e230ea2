import { brand } from '@site/shared';

/** The brand's mail domain: the site address without its `www.` host. */
const mailDomain = new URL(brand.siteUrl).hostname.replace(/^www\./, '');

/** Fictional mailboxes on the brand's domain that the policy pages name. */
export const policyEmails = {
  privacy: `privacy@${mailDomain}`,
  legal: `legal@${mailDomain}`,
  security: `security@${mailDomain}`,
} as const;
