import { jest } from '@jest/globals';

/**
 * Jest cannot load SVG files as modules, and it does not hoist `jest.mock`
 * above imports when `jest` comes from '@jest/globals'. A test imports this
 * module before the page, so each thumbnail stands in as its own name.
 */
jest.mock('../video-thumbnails.ts', () => ({
  videoThumbnails: new Proxy({}, { get: (_target, key) => `${String(key)}.svg` }),
}));
