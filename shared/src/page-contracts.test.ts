import { describe, expect, it } from '@jest/globals';
import * as contracts from './contracts.ts';
import * as browserLibrary from './index.ts';
import * as pageContracts from './page-contracts.ts';

// docs/decisions/031: the browser's shared library is a singleton bundled whole, so what only the hosts and the
// API use stays out of it, and stays available to them from @site/shared/contracts.
const SERVER_ONLY = [
  'pageContentSecurityPolicy',
  'permissionsPolicy',
  'parseCsp',
  'contrastRatio',
  'releaseFeedPath',
  'SHARED_PAGE_CACHE_CONTROL',
  'PAGE_PRIVATE_COOKIES',
  'cohortBucketOf',
  'AUTO_ACTOR',
  // Used outside a page's start-up only: the seed's portrait files, the desktop menus' lazy chunk.
  'monogramSvg',
  'menuTestimonialVideos',
] as const;

describe('the contracts a page needs', () => {
  it.each(SERVER_ONLY)('leave out %s, which only the hosts and the API use', (name) => {
    expect(browserLibrary).not.toHaveProperty(name);
    expect(contracts).toHaveProperty(name);
  });

  it('are all in the browser library and in the Node-safe contracts', () => {
    for (const [name, value] of Object.entries(pageContracts)) {
      expect(browserLibrary).toHaveProperty(name, value);
      expect(contracts).toHaveProperty(name, value);
    }
  });
});
