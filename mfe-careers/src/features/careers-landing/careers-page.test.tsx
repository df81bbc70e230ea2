import { act } from 'react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Swiper } from 'swiper/types';
import {
  CAREERS_COUNTER_STEPS,
  CAREERS_COUNTER_STEP_MS,
  TABLET_MAX_WIDTH,
  careersStats,
  getRoute,
  isCompanyValue,
  motionPauseCopy,
} from '@site/shared';
import { bannerWords, companyValues } from './careers-content.ts';
import { careersFaqs } from './careers-faqs.ts';
import { CareersPage } from './careers-page.tsx';
import { employeeStories } from './employee-stories.ts';
import { ROTATING_WORD_MS } from './use-rotating-word.ts';

const noMediaQueryMatches = window.matchMedia;

function viewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query)?.[1];
    return { ...noMediaQueryMatches(query), matches: minWidth !== undefined && width >= Number(minWidth) };
  };
}

function renderPage() {
  return render(
    <MemoryRouter>
      <CareersPage />
    </MemoryRouter>,
  );
}

const statFigures = () =>
  within(screen.getByRole('region', { name: 'Why people stay' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[aria-hidden="true"]')?.textContent);

afterEach(() => {
  window.matchMedia = noMediaQueryMatches;
  jest.useRealTimers();
});

describe('CareersPage', () => {
  it('has one h1 and rotates the banner word', () => {
    jest.useFakeTimers();
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('rotating-word')).toHaveTextContent(bannerWords[0]);
    act(() => jest.advanceTimersByTime(ROTATING_WORD_MS));
    expect(screen.getByTestId('rotating-word')).toHaveTextContent(bannerWords[1]);
    expect(screen.getByRole('heading', { name: new RegExp(bannerWords.join(', ')) })).toBeInTheDocument();
  });

  it('holds the rotating word while the visitor pauses animations (WCAG 2.2.2), and moves on when they resume', () => {
    jest.useFakeTimers();
    renderPage();
    const pause = screen.getByRole('button', { name: motionPauseCopy.label });
    fireEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    act(() => jest.advanceTimersByTime(ROTATING_WORD_MS * 3));
    expect(screen.getByTestId('rotating-word')).toHaveTextContent(bannerWords[0]);
    fireEvent.click(pause);
    act(() => jest.advanceTimersByTime(ROTATING_WORD_MS));
    expect(screen.getByTestId('rotating-word')).toHaveTextContent(bannerWords[1]);
  });

  it('counts each statistic up from 0 in 200 steps of 30 ms', () => {
    jest.useFakeTimers();
    renderPage();
    expect(statFigures()).toEqual(['0%', '0%', '0%', '0%']);
    act(() => jest.advanceTimersByTime(CAREERS_COUNTER_STEP_MS));
    expect(statFigures()).toEqual(careersStats.map((target) => `${Math.round(target / CAREERS_COUNTER_STEPS)}%`));
    act(() => jest.advanceTimersByTime(CAREERS_COUNTER_STEP_MS * (CAREERS_COUNTER_STEPS / 2 - 1)));
    expect(statFigures()).toEqual(careersStats.map((target) => `${Math.round(target / 2)}%`));
    act(() => jest.advanceTimersByTime(CAREERS_COUNTER_STEP_MS * CAREERS_COUNTER_STEPS));
    expect(statFigures()).toEqual(careersStats.map((target) => `${target}%`));
  });

  it('expands the panel clicked and shrinks the others', async () => {
    renderPage();
    const panels = screen.getByRole('region', { name: 'What a career here gives you' });
    const [impact, growth, support] = ['Impact', 'Growth', 'Support'].map((name) =>
      within(panels).getByRole('button', { name: new RegExp(`^${name}`) }),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    expect([impact, growth, support].map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    await userEvent.click(growth);
    expect([impact, growth, support].map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(within(panels).getByText(/Half of our team leads/)).toBeVisible();
    expect(within(panels).getByText(/A buddy for your first month/)).not.toBeVisible();
  });

  it('shows the learning commitment, the four values and the two links on', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Our commitment to your learning' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'The values we work by' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Happiness', 'Continuous Learning', 'Collaboration', 'Integrity']);
    expect(companyValues).toHaveLength(4);
    // The same company as About's: each is one of its values.
    expect(companyValues.filter((value) => !isCompanyValue(value.name))).toEqual([]);
    const links = screen.getByRole('region', { name: 'Ready to take the next step?' });
    expect(within(links).getByRole('link', { name: /^Life at/ })).toHaveAttribute('href', getRoute('life').path);
    expect(within(links).getByRole('link', { name: 'Current openings' })).toHaveAttribute(
      'href',
      getRoute('current-openings').path,
    );
  });

  it('carries ten employee testimonials, two in view above 1024 px and one at 1024 px', async () => {
    viewportWidth(TABLET_MAX_WIDTH + 1);
    const { container, unmount } = renderPage();
    const carousel = screen.getByRole('region', { name: 'Employee testimonials' });
    // Each quote names its speaker beside a monogram of their initials (no stock portraits).
    const people = within(carousel)
      .getAllByRole('figure')
      .map((figure) => figure.querySelector('figcaption')?.textContent);
    expect(new Set(people).size).toBe(employeeStories.length);
    expect(people[0]).toBe(`MJ${employeeStories[0]?.name}${employeeStories[0]?.designation}`);
    expect(within(carousel).queryAllByRole('img', { name: /portrait/i })).toEqual([]);
    expect(employeeStories).toHaveLength(10);
    // Swiper takes over from the plain row once it has loaded.
    const swiper = () => container.querySelector<HTMLElement & { swiper?: Swiper }>('.swiper')?.swiper;
    await waitFor(() => expect(swiper()?.params.slidesPerView).toBe(2));
    unmount();

    viewportWidth(TABLET_MAX_WIDTH);
    const narrow = renderPage();
    await waitFor(() =>
      expect(
        narrow.container.querySelector<HTMLElement & { swiper?: Swiper }>('.swiper')?.swiper?.params.slidesPerView,
      ).toBe(1),
    );
  });

  it('answers the FAQ one question at a time and tells search engines about it', async () => {
    renderPage();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(careersFaqs.length);
    await userEvent.click(questions[2] as HTMLElement);
    expect(questions.filter((question) => question.getAttribute('aria-expanded') === 'true')).toEqual([questions[2]]);
    const data = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? '{}'),
    );
    expect(data.find((entry) => entry['@type'] === 'FAQPage')?.mainEntity).toHaveLength(careersFaqs.length);
  });
});
