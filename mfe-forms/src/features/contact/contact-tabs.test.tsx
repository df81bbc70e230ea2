import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { getRoute } from '@site/shared';
import { validationMessages } from '@site/shared/form-rules';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { fastUser, renderWithStore } from '../../testing/render-with-store.tsx';
import { ContactTabs } from './contact-tabs.tsx';
import { renderWithProviders } from '@site/shared/testing';

const tabNames = ['Alliances & Partnerships', 'Careers', 'Any other query'];
let user: ReturnType<typeof fastUser>;

beforeEach(() => {
  mockFetch();
  user = fastUser();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const contactPath = getRoute('contact').path;
const renderTabs = () => renderWithStore(<ContactTabs />, contactPath);

function Address() {
  const { pathname, search } = useLocation();
  return <span data-testid="address">{`${pathname}${search}`}</span>;
}

/** At an address with a query, as the server renders it, with the address shown beside. */
const renderAt = (entry: string) =>
  renderWithProviders(
    <>
      <ContactTabs />
      <Address />
    </>,
    { entry: entry },
  );
const panel = () => screen.getByRole('tabpanel');

describe('the Contact us tabs', () => {
  it('are an accessible tablist with Alliances & Partnerships chosen first', () => {
    renderTabs();
    const tabs = within(screen.getByRole('tablist', { name: 'Send us an enquiry' })).getAllByRole('tab');

    expect(tabs.map((tab) => tab.textContent)).toEqual(tabNames);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(panel()).toHaveAccessibleName('Alliances & Partnerships');
    expect(tabs[0]).toHaveAttribute('aria-controls', panel().id);
    expect(within(panel()).getByRole('form', { name: 'Alliances and partnerships enquiry' })).toBeInTheDocument();
  });

  it('switch on click and with the arrow, Home and End keys', async () => {
    renderTabs();

    await user.click(screen.getByRole('tab', { name: 'Careers' }));
    expect(panel()).toHaveAccessibleName('Careers');
    expect(within(panel()).getByRole('form', { name: 'Careers enquiry' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Any other query' })).toHaveFocus();
    expect(panel()).toHaveAccessibleName('Any other query');

    await user.keyboard('{ArrowRight}');
    expect(panel()).toHaveAccessibleName('Alliances & Partnerships');
    await user.keyboard('{ArrowLeft}');
    expect(panel()).toHaveAccessibleName('Any other query');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Alliances & Partnerships' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Any other query' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reset the submitted flags on a switch and keep what was typed', async () => {
    renderTabs();
    await user.type(within(panel()).getByLabelText('Name'), 'Kiran Desai');
    await user.click(within(panel()).getByRole('button', { name: 'Submit' }));
    expect(within(panel()).getByLabelText('Email')).toHaveAccessibleDescription(validationMessages.required);

    await user.click(screen.getByRole('tab', { name: 'Careers' }));
    await user.click(screen.getByRole('tab', { name: 'Alliances & Partnerships' }));

    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel()).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(within(panel()).getByLabelText('Name')).toHaveValue('Kiran Desai');
  });

  it('reset the flags of a tab whose errors were showing when the visitor left it for another', async () => {
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Any other query' }));
    await user.click(within(panel()).getByRole('button', { name: 'Submit' }));
    expect(await within(panel()).findAllByRole('alert')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Careers' }));
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Any other query' }));
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('are links to ?tab=<id>, so they work before and without JavaScript', () => {
    renderTabs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      `${contactPath}?tab=partnerships`,
      `${contactPath}?tab=careers`,
      `${contactPath}?tab=other`,
    ]);
  });

  it('show the tab the address names, and only its panel', () => {
    renderAt(`${contactPath}?tab=careers`);
    expect(screen.getByRole('tab', { name: 'Careers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Careers' })).toHaveAttribute('tabindex', '0');
    expect(panel()).toHaveAccessibleName('Careers');
    expect(within(panel()).getByRole('form', { name: 'Careers enquiry' })).toBeInTheDocument();
  });

  it('show the first tab for an address that names no tab it knows', () => {
    renderAt(`${contactPath}?tab=nonsense`);
    expect(panel()).toHaveAccessibleName('Alliances & Partnerships');
  });

  it('put the chosen tab in the address on a click or a key, as the links would', async () => {
    renderAt(`${contactPath}?tab=other&utm_source=mail`);
    await user.click(screen.getByRole('tab', { name: 'Careers' }));
    expect(screen.getByTestId('address')).toHaveTextContent(`${contactPath}?tab=careers&utm_source=mail`);
    expect(panel()).toHaveAccessibleName('Careers');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('address')).toHaveTextContent(`${contactPath}?tab=partnerships&utm_source=mail`);
    expect(screen.getByRole('tab', { name: 'Alliances & Partnerships' })).toHaveFocus();
  });
});
