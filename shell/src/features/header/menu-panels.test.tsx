import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { serviceTree } from '@site/shared';
import { aboutBlurbs, careerBlurbs } from './menu-blurbs.ts';
import { aboutTabs, careerLinks } from './menu-definitions.ts';
import { CareerPanel, MORE_SERVICES_HEADING, ServicesPanel } from './menu-panels.tsx';

describe('the Services mega menu', () => {
  it('links every service, and gathers those without sub-services under one heading instead of lone headings', () => {
    const { container } = render(
      <MemoryRouter>
        <ServicesPanel />
      </MemoryRouter>,
    );
    for (const group of serviceTree) {
      expect(screen.getByRole('link', { name: group.title })).toHaveAttribute('href', group.path);
    }
    // Every column is a heading with a list of links under it.
    for (const column of container.firstElementChild?.children ?? []) {
      expect(within(column as HTMLElement).getAllByRole('listitem').length).toBeGreaterThan(0);
    }
    const more = screen.getByText(MORE_SERVICES_HEADING).parentElement as HTMLElement;
    const single = serviceTree.filter((group) => group.children.length === 0).map((group) => group.title);
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(single);
  });
});

describe('the Career mega menu', () => {
  it('shows each page with its blurb', () => {
    render(
      <MemoryRouter>
        <CareerPanel />
      </MemoryRouter>,
    );
    for (const link of careerLinks) {
      const item = screen.getByRole('link', { name: link.label }).closest('li') as HTMLElement;
      expect(item).toHaveTextContent(careerBlurbs[link.id]);
    }
  });
});

describe('the menus’ blurbs', () => {
  it('has one for every About page and no other', () => {
    expect(Object.keys(aboutBlurbs).sort()).toEqual(aboutTabs.map((tab) => tab.id).sort());
  });
});
