import './test-svg-stubs.ts';
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { brand, companyFacts, getRoute, servicesChallengeStats } from '@site/shared';
import { mainServiceSlugs } from './services-overview-content.ts';
import { ServicesPage } from './services-page.tsx';

function renderPage() {
  return render(
    <MemoryRouter>
      <ServicesPage />
    </MemoryRouter>,
  );
}

describe('ServicesPage', () => {
  it('shows the four challenge percentages, each with what it measures', () => {
    renderPage();
    const challenges = screen.getByRole('region', { name: 'The challenges businesses bring to us' });
    const stats = within(challenges).getAllByRole('listitem');
    expect(stats.map((stat) => stat.textContent?.match(/^\d+%/)?.[0])).toEqual(
      servicesChallengeStats.map((percent) => `${percent}%`),
    );
    for (const stat of stats) expect(stat.textContent?.length).toBeGreaterThan(40);
  });

  it('links a card to each of the six main services', () => {
    renderPage();
    const cards = screen.getByRole('region', { name: 'Our core services' });
    const links = within(cards).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      mainServiceSlugs.map((slug) => getRoute(`service-${slug}`).path),
    );
  });

  it('links to recruitment process outsourcing and to the consultation form', () => {
    renderPage();
    expect(screen.getByRole('link', { name: /recruitment process outsourcing/i })).toHaveAttribute(
      'href',
      getRoute('service-recruitment-process-outsourcing-services').path,
    );
    expect(screen.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
      'href',
      getRoute('consultation').path,
    );
  });

  it('shows the trust marks in a labelled carousel', () => {
    renderPage();
    const slider = screen.getByRole('region', { name: `${brand.name} trust marks` });
    for (const mark of [...companyFacts.isoCertifications, `${companyFacts.clientsServed}+`, '24/7']) {
      expect(within(slider).getAllByText(mark).length).toBeGreaterThan(0);
    }
  });

  it('keeps one FAQ answer open at a time', async () => {
    renderPage();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.length).toBeGreaterThanOrEqual(5);
    await userEvent.click(questions[0] as HTMLElement);
    await userEvent.click(questions[1] as HTMLElement);
    expect(questions.filter((question) => question.getAttribute('aria-expanded') === 'true')).toEqual([questions[1]]);
  });

  it('sets its own title and description', () => {
    renderPage();
    expect(document.title).toBe(`BPM and BPO Services | ${brand.name}`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /business process management and outsourcing/,
    );
  });
});
