import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { routeIdsOwnedBy } from '../routes/route-table.ts';
import { remotePages } from './remote-pages.ts';

describe('remotePages', () => {
  it('gives every owned route a page, built or framed', () => {
    const Built = () => <p>built</p>;
    const pages = remotePages('insights', { guides: Built });
    expect(Object.keys(pages).sort()).toEqual(routeIdsOwnedBy('insights').sort());
    expect(pages.guides).toBe(Built);
  });

  it('frames an unbuilt page with its breadcrumb and heading and nothing else', () => {
    const Podcast = remotePages('insights', {}).podcast;
    if (!Podcast) throw new Error('podcast page missing');
    const { container } = render(
      <MemoryRouter>
        <Podcast />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Podcast' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomePodcast');
    expect(container.querySelectorAll('p, img, section')).toHaveLength(0);
  });

  it('refuses a page for a route the remote does not own', () => {
    expect(() => remotePages('forms', { guides: () => null })).toThrow('forms does not own routes: guides');
  });
});
