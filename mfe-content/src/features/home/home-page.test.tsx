import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { brand, companyFacts, dialogCopy, getRoute } from '@site/shared';
import { heroFacts } from './home-hero.tsx';
import { homeTestimonialVideos } from './know-best-content.ts';

// Jest has no loader for images; each one becomes its file name.
const images = [
  'intro-video',
  'testimonial-video-1',
  'testimonial-video-2',
  'thinking',
  'service-accounting',
  'service-ai',
  'service-annotation',
  'service-insurance',
  'service-intelligence',
  'service-marketing',
];
for (const image of images) {
  jest.mock(`./images/${image}.svg`, () => ({ __esModule: true, default: `${image}.svg` }));
}

let HomePage: ComponentType;
beforeAll(async () => {
  ({ HomePage } = await import('./home-page.tsx'));
});

/** Renders home with the sections below the first screen, whose code loads when they render (in act, which sees it come). */
async function renderHome() {
  // eslint-disable-next-line testing-library/no-unnecessary-act -- React retries a suspended part only in an awaited act
  await act(async () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
  });
  await screen.findByRole('region', { name: /services built around/i });
}

const mainServiceSlugs = [
  'insurance-bpo-outsourcing',
  'accounting-bookkeeping-services',
  'data-annotation-services',
  'business-intelligence-services',
  'outsource-digital-marketing-services',
  'ai-outsourcing-and-consulting-services',
];

describe('home page', () => {
  it('keeps the hero: one h1 and the call to book a free consultation', async () => {
    await renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
      'href',
      getRoute('consultation').path,
    );
  });

  it('shows the company at a glance beside the hero, from the company facts', async () => {
    await renderHome();
    const facts = screen.getByRole('list', { name: 'Arcwell at a glance' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(heroFacts.map((fact) => fact.figure + fact.label));
    expect(facts).toHaveTextContent(`${companyFacts.yearsOfExperience} years`);
  });

  it('links six service cards to the six main service routes', async () => {
    await renderHome();
    const services = screen.getByRole('region', { name: /services built around/i });
    const hrefs = within(services)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(mainServiceSlugs.map((slug) => `/services/${slug}`));
    for (const slug of mainServiceSlugs) {
      const route = getRoute(`service-${slug}`);
      expect(within(services).getByRole('link', { name: route.title })).toHaveAttribute('href', route.path);
    }
  });

  it("links 'Explore our journey' to the about page", async () => {
    await renderHome();
    expect(screen.getByRole('link', { name: 'Explore our journey' })).toHaveAttribute('href', '/about-who-we-are');
  });

  it('opens the intro video in the modal only when asked; with no player configured, its poster and a note', async () => {
    await renderHome();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /play video: arcwell in two minutes/i }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByRole('status')).toHaveTextContent(dialogCopy.videoUnavailable);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows two written testimonials and two testimonial videos under 'know best'", async () => {
    await renderHome();
    const knowBest = screen.getByRole('region', { name: 'Our clients know best' });
    expect(
      within(within(knowBest).getByRole('list', { name: 'Client testimonials' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const videos = within(within(knowBest).getByRole('list', { name: 'Client video testimonials' })).getAllByRole(
      'button',
    );
    expect(videos).toHaveLength(2);
    // WCAG 2.5.3: each button shows its caption, and its name starts with it.
    homeTestimonialVideos.forEach(({ caption }, index) => {
      const video = videos[index] as HTMLElement;
      expect(within(video).getByText(caption)).toBeVisible();
      expect(video.closest('[aria-hidden]')).toBeNull();
      expect(video).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${caption}`)));
    });
    fireEvent.click(videos[1] as HTMLElement);
    expect(screen.getByRole('dialog', { name: /toronto/i })).toBeInTheDocument();
  });

  it("shows the 'Why choose us' slider with six to eight reasons", async () => {
    await renderHome();
    const slider = screen.getByRole('region', { name: 'Reasons to choose us' });
    const reasons = within(slider).getAllByRole('heading', { level: 3 });
    expect(reasons.length).toBeGreaterThanOrEqual(6);
    expect(reasons.length).toBeLessThanOrEqual(8);
  });

  it('titles the page with the legal name and a description of its own', async () => {
    await renderHome();
    await waitFor(() => expect(document.title).toBe(brand.legalName));
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toMatch(/insurance, accounting, data annotation/);
  });
});
