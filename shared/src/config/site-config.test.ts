import { describe, expect, it } from '@jest/globals';
import { parseSiteConfig } from './site-config.ts';

describe('the page configuration', () => {
  it("keeps the page's health report token (docs/decisions/045), and drops one that is not text", () => {
    const token = 'r-0123456789abcdef.AAAAAAAAAAAAAAAAAAAAAA.1800000000000.signature';
    expect(parseSiteConfig(JSON.stringify({ environment: 'production', healthReportToken: token }))).toMatchObject({
      healthReportToken: token,
    });
    for (const healthReportToken of [42, '', null]) {
      expect(parseSiteConfig(JSON.stringify({ environment: 'production', healthReportToken }))).not.toHaveProperty(
        'healthReportToken',
      );
    }
  });
});
