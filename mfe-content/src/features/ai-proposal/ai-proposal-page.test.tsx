import './test-svg-stubs.ts';
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { aiProposalClaims, brand, getRoute } from '@site/shared';
import { AiProposalPage } from './ai-proposal-page.tsx';
import { proposalFaqs } from './proposal-content.ts';

function renderPage() {
  return render(
    <MemoryRouter>
      <AiProposalPage />
    </MemoryRouter>,
  );
}

function structuredData() {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

describe('AiProposalPage', () => {
  it('injects organisation, page, service and FAQ data once, even after a re-render', () => {
    const { rerender } = renderPage();
    rerender(
      <MemoryRouter>
        <AiProposalPage />
      </MemoryRouter>,
    );
    const data = structuredData();
    expect(data.map((entry) => entry['@type'])).toEqual(['Organization', 'WebPage', 'Service', 'FAQPage']);
    expect(data[2]).toMatchObject({ provider: { '@type': 'Organization', name: brand.name } });
    const faqPage = data[3] as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faqPage.mainEntity).toHaveLength(5);
    expect(faqPage.mainEntity.map((question) => question.name)).toEqual(proposalFaqs.map((faq) => faq.question));
    expect(faqPage.mainEntity.every((question) => question.acceptedAnswer.text.length > 0)).toBe(true);
  });

  it('sets its own title and description', () => {
    renderPage();
    expect(document.title).toBe(`${getRoute('ai-proposal').title} | ${brand.name}`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/carrier quotes/);
  });

  it('swaps the illustration when another feature is chosen and keeps one feature open', async () => {
    renderPage();
    const features = screen.getByRole('region', { name: 'Everything you need to send proposals faster' });
    const before = within(features).getByRole('img');
    expect(before).toHaveAttribute('src', 'automated-drafting.svg');
    const beforeAlt = before.getAttribute('alt');

    await userEvent.click(within(features).getByRole('button', { name: 'Side-by-side comparison' }));
    const after = within(features).getByRole('img');
    expect(after).toHaveAttribute('src', 'side-by-side-comparison.svg');
    expect(after.getAttribute('alt')).not.toBe(beforeAlt);

    const expanded = within(features)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-expanded') === 'true');
    expect(expanded.map((button) => button.textContent)).toEqual(['Side-by-side comparison']);
  });

  it('lists all five features, the three stats and the four steps', () => {
    renderPage();
    const features = screen.getByRole('region', { name: 'Everything you need to send proposals faster' });
    expect(
      within(features)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Automated proposal drafting',
      'Side-by-side comparison',
      'Edit before you send',
      'Export in one click',
      `Save ${aiProposalClaims.minutesSaved}+ minutes`,
    ]);
    const stats = within(screen.getByRole('region', { name: 'Results agencies can measure' })).getAllByRole('listitem');
    const { proposalSeconds, speedMultiplierRange, extractionAccuracyPercent } = aiProposalClaims;
    expect(stats.map((stat) => stat.firstChild?.textContent)).toEqual([
      `${proposalSeconds} sec`,
      `${speedMultiplierRange[1]}x`,
      `${extractionAccuracyPercent}%`,
    ]);
    const howItWorks = screen.getByRole('region', { name: 'How it works' });
    expect(within(howItWorks).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(howItWorks).getByText(/PDF, Word or Excel/)).toBeInTheDocument();
  });

  it('sends both calls to action to the consultation page', () => {
    renderPage();
    const consultation = getRoute('consultation').path;
    expect(screen.getByRole('link', { name: 'Get a LIVE demo' })).toHaveAttribute('href', consultation);
    expect(screen.getByRole('link', { name: 'Book 1:1 session with AI experts' })).toHaveAttribute(
      'href',
      consultation,
    );
  });

  it('shows five FAQ entries, one open at a time', async () => {
    renderPage();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(5);
    await userEvent.click(questions[0] as HTMLElement);
    await userEvent.click(questions[3] as HTMLElement);
    expect(questions.map((question) => question.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
      'true',
      'false',
    ]);
  });
});
