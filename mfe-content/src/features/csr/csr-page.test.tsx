import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { isCompanyValue } from '@site/shared';
import { CsrPage } from './csr-page.tsx';
import styles from './csr-focus-areas.module.css';

function renderPage() {
  return render(
    <MemoryRouter>
      <CsrPage />
    </MemoryRouter>,
  );
}

// identity-obj-proxy turns each CSS Module class into its own name.
const openClass = styles.open ?? 'open';
const areaOf = (name: string) => screen.getByRole('button', { name }).closest(`.${styles.area ?? 'area'}`);

describe('CsrPage', () => {
  it('sets its own title and description', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Social responsibility' })).toBeInTheDocument();
    expect(document.title).toBe('Corporate Social Responsibility | Arcwell');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Udaipur/);
  });

  it('opens one focus area at a time and widens the open one', async () => {
    renderPage();
    expect(screen.getByRole('button', { name: 'Education' })).toHaveAttribute('aria-expanded', 'true');
    expect(areaOf('Education')).toHaveClass(openClass);

    await userEvent.click(screen.getByRole('button', { name: 'Healthcare' }));

    expect(screen.getByRole('button', { name: 'Healthcare' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Education' })).toHaveAttribute('aria-expanded', 'false');
    expect(areaOf('Healthcare')).toHaveClass(openClass);
    expect(areaOf('Education')).not.toHaveClass(openClass);
    expect(areaOf('Empowerment')).not.toHaveClass(openClass);
    expect(screen.getByRole('region', { name: 'Healthcare' })).toHaveTextContent('units of blood donated by employees');
    expect(screen.queryByText('partner government schools')).not.toBeVisible();
  });

  it('shows the four values in the Words in action carousel', () => {
    renderPage();
    const carousel = screen.getByRole('region', { name: 'Words in action: our values' });
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Happiness', 'Continuous learning', 'Keeping You First', 'Discipline']);
    // The same company as About's: each is one of its values.
    for (const heading of within(carousel).getAllByRole('heading', { level: 3 })) {
      expect(isCompanyValue(heading.textContent ?? '')).toBe(true);
    }
  });

  it('lists the program verbs and two honeycomb galleries of seven photos', () => {
    renderPage();
    const words = screen.getByRole('list', { name: 'What our programs do' });
    expect(
      within(words)
        .getAllByRole('listitem')
        .map((word) => word.textContent),
    ).toEqual(['Educate.', 'Empower.', 'Heal.', 'Include.', 'Sustain.']);
    for (const name of ['Classrooms and skills centers', 'Health camps and community days']) {
      const gallery = screen.getByRole('figure', { name });
      expect(within(gallery).getAllByRole('img')).toHaveLength(7);
    }
  });
});
