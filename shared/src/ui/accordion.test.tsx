import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion.tsx';

const items = [
  { id: 'education', title: 'Education', content: <p>Schools</p> },
  { id: 'empowerment', title: 'Empowerment', content: <p>Skills</p> },
  { id: 'healthcare', title: 'Healthcare', content: <p>Camps</p> },
];

describe('Accordion', () => {
  it('opens one item at a time and reports the open one', async () => {
    const onChange = jest.fn();
    render(<Accordion items={items} initiallyOpen="education" onChange={onChange} />);
    expect(screen.getByText('Schools')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Healthcare' }));
    expect(screen.getByRole('button', { name: 'Healthcare' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Education' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Schools')).not.toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith('healthcare');

    await userEvent.click(screen.getByRole('button', { name: 'Healthcare' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    );
  });
});
