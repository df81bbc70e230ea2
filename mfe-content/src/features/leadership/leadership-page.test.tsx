import { beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { initialsOf } from '@site/shared/contracts';

let LeadershipPage: ComponentType;
beforeAll(async () => {
  ({ LeadershipPage } = await import('./leadership-page.tsx'));
});

const renderLeadership = () =>
  render(
    <MemoryRouter initialEntries={['/our-leadership']}>
      <LeadershipPage />
    </MemoryRouter>,
  );

describe('leadership page', () => {
  it('shows the breadcrumb Home > About > Our leadership and one h1', () => {
    renderLeadership();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((crumb) => crumb.textContent),
    ).toEqual(['Home', 'About', 'Our leadership']);
    expect(within(breadcrumb).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about-who-we-are');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows twelve leader cards, each with a name, a title and a nofollow profile link opening in a new tab', () => {
    renderLeadership();
    const team = screen.getByRole('region', { name: 'Executive leadership team' });
    const cards = within(team).getAllByRole('article');
    expect(cards).toHaveLength(12);
    for (const card of cards) {
      const name = within(card).getByRole('heading', { level: 3 }).textContent ?? '';
      expect(name).not.toBe('');
      expect(within(card).getByRole('paragraph')).not.toBeEmptyDOMElement();
      const profile = within(card).getByRole('link', { name: `${name} on LinkedIn (opens in a new tab)` });
      expect(profile).toHaveAttribute('target', '_blank');
      expect(profile.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['nofollow', 'noopener']));
      expect(profile.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.example\/in\/[a-z-]+$/);
      // Until photos are uploaded, the portrait is the leader's monogram, not a stock silhouette.
      expect(card.querySelector('img')).toBeNull();
      expect(card.firstElementChild).toHaveTextContent(initialsOf(name));
    }
    const names = cards.map((card) => within(card).getByRole('heading').textContent);
    expect(new Set(names).size).toBe(12);
  });

  it('describes the team as structured data', async () => {
    renderLeadership();
    await waitFor(() => expect(document.title).toMatch(/^Our Leadership Team/));
    const data = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? '{}'),
    );
    const list = data.find((entry) => entry['@type'] === 'ItemList');
    expect(list.itemListElement).toHaveLength(12);
    expect(list.itemListElement[0].item).toMatchObject({ '@type': 'Person', name: 'Rohan Mehrotra' });
  });
});
