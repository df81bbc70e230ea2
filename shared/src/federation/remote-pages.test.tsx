import { describe, expect, it } from '@jest/globals';
import { routeIdsOwnedBy } from '../routes/route-table.ts';
import { remotePages } from './remote-pages.ts';

const Page = () => null;
const everyPage = (owner: Parameters<typeof routeIdsOwnedBy>[0]) =>
  Object.fromEntries(routeIdsOwnedBy(owner).map((id) => [id, Page]));

describe('remotePages', () => {
  it('gives back the page of every route the remote owns', () => {
    const pages = remotePages('careers', everyPage('careers'));
    expect(Object.keys(pages).sort()).toEqual(routeIdsOwnedBy('careers').sort());
  });

  it('refuses a remote that leaves a route it owns without a page, naming the route', () => {
    const withoutPodcast = Object.fromEntries(Object.entries(everyPage('insights')).filter(([id]) => id !== 'podcast'));
    expect(() => remotePages('insights', withoutPodcast)).toThrow('insights has no page for routes: podcast');
  });

  it('refuses a page for a route the remote does not own', () => {
    expect(() => remotePages('forms', { ...everyPage('forms'), guides: Page })).toThrow(
      'forms does not own routes: guides',
    );
  });
});
