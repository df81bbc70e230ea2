import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { caseStudyServiceCategories } from '@site/shared';
import type { CaseStudyCategory } from '@site/shared';
import { CaseStudyMenu } from './case-study-menu.tsx';
import {
  ALL_CATEGORIES_LABEL,
  CASE_STUDY_MENU_LABEL,
  INDUSTRIES_GROUP_LABEL,
  SERVICES_GROUP_LABEL,
} from './constants.ts';

function renderMenu(category?: CaseStudyCategory) {
  render(
    <MemoryRouter>
      <CaseStudyMenu category={category} />
    </MemoryRouter>,
  );
  const menu = within(screen.getByRole('navigation', { name: CASE_STUDY_MENU_LABEL }));
  return {
    menu,
    industries: menu.getByRole('button', { name: INDUSTRIES_GROUP_LABEL }),
    services: menu.getByRole('button', { name: SERVICES_GROUP_LABEL }),
  };
}

describe('the case-study menu', () => {
  it('keeps at most one group open: opening one closes the other', async () => {
    const user = userEvent.setup();
    const { menu, industries, services } = renderMenu();
    expect(industries).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(menu.queryByRole('link', { name: 'Insurance' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: ALL_CATEGORIES_LABEL })).toHaveAttribute('href', '/case-studies');

    await user.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: 'Insurance' })).toHaveAttribute('href', '/case-studies#insurance-industry');
    expect(menu.getByRole('link', { name: 'Accounting and Bookkeeping' })).toHaveAttribute(
      'href',
      '/case-studies#accountingandbookkeeping-industry',
    );

    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(industries).toHaveAttribute('aria-expanded', 'false');
    const submenu = document.getElementById(services.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(submenu).getAllByRole('link')).toHaveLength(caseStudyServiceCategories.length);
    expect(menu.getByRole('link', { name: 'Insurance' })).toHaveAttribute('href', '/case-studies#insurance');

    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(menu.queryAllByRole('link')).toHaveLength(1);
  });

  it("opens the group of the fragment's category and marks the category as current", () => {
    const { menu, industries, services } = renderMenu('insurance-industry');
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(menu.getByRole('link', { name: 'Insurance' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: ALL_CATEGORIES_LABEL })).not.toHaveAttribute('aria-current');
  });
});
