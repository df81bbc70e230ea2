import { describe, expect, it } from '@jest/globals';
import { pageChunkProblems } from './page-assets.ts';

describe('pageChunkProblems', () => {
  it('finds nothing wrong when every page key has its chunk and every chunk a page', () => {
    expect(pageChunkProblems(['guides', 'service'], ['service', 'guides'])).toEqual([]);
    expect(pageChunkProblems(undefined, ['anything'])).toEqual([]);
  });

  it('names a route page without its chunk, and a chunk without a route', () => {
    expect(pageChunkProblems(['guides', 'podcast'], ['guides', 'podcasts'])).toEqual([
      'No chunk "page-podcast" for page "podcast": name its import in src/app/routes.tsx (webpackChunkName: "page-podcast") so the host can preload it',
      'The chunk "page-podcasts" serves no route this app owns',
    ]);
  });
});
