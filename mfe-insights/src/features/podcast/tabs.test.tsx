import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs.tsx';

const tabs = [
  { id: 'about', label: 'About', content: <p>About text</p> },
  { id: 'recap', label: 'Recap', content: <p>Recap text</p> },
  { id: 'notes', label: 'Notes', content: <p>Notes text</p> },
];

describe('Tabs', () => {
  it('selects the first tab and shows only its panel', () => {
    render(<Tabs label="Episode" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Episode' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveTextContent('About text');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('switches on click and with the arrow, Home and End keys', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Episode" tabs={tabs} />);
    await user.click(screen.getByRole('tab', { name: 'Recap' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Recap text');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Notes text');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Notes text');
  });
});
