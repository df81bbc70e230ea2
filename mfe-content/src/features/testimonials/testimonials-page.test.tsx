// First: stands in for the thumbnail files before the page loads them.
import './testing/stub-video-thumbnails.ts';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyFacts, testimonialRatings } from '@site/shared';
import { VIDEO_PLAYER_ORIGIN } from '@site/shared/contracts';
import { writeSiteConfig } from '@site/shared/testing';
import { TestimonialsPage } from './testimonials-page.tsx';

const WIDGET_URL = 'https://reviews.example/widget.js';

// The host's configuration, as the shell writes it into the page: the review widget and a video player.
beforeAll(() => writeSiteConfig({ reviewWidgetUrl: WIDGET_URL, videoPlayerOrigin: VIDEO_PLAYER_ORIGIN }));

const page = (
  <MemoryRouter>
    <TestimonialsPage />
  </MemoryRouter>
);
const widgetScripts = () => [...document.scripts].filter((script) => script.getAttribute('src') === WIDGET_URL);

function structuredData(): Record<string, unknown>[] {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

afterEach(() => {
  for (const script of widgetScripts()) script.remove();
});

describe('the testimonials page', () => {
  it("puts the testimonials in the server's page, and leaves the review widget out of it", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const view = within(container);

    expect(view.getByRole('heading', { level: 1, name: 'Client testimonials' })).toBeInTheDocument();
    expect(view.getAllByRole('button', { name: /^Play video testimonial from/ })).toHaveLength(
      testimonialRatings.videoCount,
    );
    // The slides as text a visitor reads before any script runs (the page's largest paint, issue 19).
    const carousel = view.getByRole('region', { name: 'Client testimonials' });
    expect(within(carousel).getAllByRole('figure')).toHaveLength(testimonialRatings.textTestimonialCount);
    expect(within(carousel).getByText('Naomi Sinclair')).toBeInTheDocument();
    expect(view.queryByRole('heading', { name: 'Independent reviews' })).not.toBeInTheDocument();
    expect(widgetScripts()).toHaveLength(0);
    container.remove();
  });

  it('shows the carousel and the configured review widget once it runs in the browser', async () => {
    render(page);

    const carousel = screen.getByRole('region', { name: 'Client testimonials' });
    // Swiper takes over from the plain row of testimonials it shows first.
    expect(await within(carousel).findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('figure').length).toBeGreaterThanOrEqual(
      testimonialRatings.textTestimonialCount,
    );
    expect(within(carousel).getAllByText('Naomi Sinclair').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Independent reviews' })).toBeInTheDocument();
    expect(widgetScripts()).toHaveLength(1);
    expect(
      screen.getByText(`Rated ${testimonialRatings.ratingValue} out of ${testimonialRatings.bestRating}`),
    ).toBeInTheDocument();
  });

  it('plays a client video in the modal only when its thumbnail is chosen, and closes it', async () => {
    const user = userEvent.setup();
    render(page);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Founder of a US insurance agency' })).toHaveAttribute('loading', 'lazy');

    await user.click(screen.getByRole('button', { name: /^Play video testimonial from Tom Castellano/ }));

    const dialog = screen.getByRole('dialog', { name: /Video testimonial from Tom Castellano/ });
    expect(within(dialog).getByTitle(/Tom Castellano/)).toHaveAttribute(
      'src',
      expect.stringContaining('https://player.videohost.example/video/710245733'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('describes itself and publishes the rating with the six reviews as structured data', () => {
    render(page);

    expect(document.title).toBe('Client Testimonials & Reviews | Arcwell');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/testimonials/);
    const organization = structuredData().find((entry) => entry['@type'] === 'Organization');
    const { ratingValue, bestRating, ratingCount, reviewCount } = testimonialRatings;
    expect(organization).toMatchObject({
      name: 'Arcwell',
      aggregateRating: { '@type': 'AggregateRating', ratingValue, bestRating, ratingCount, reviewCount },
    });
    const reviews = organization?.review as { reviewBody: string; author: { name: string } }[];
    expect(reviews).toHaveLength(testimonialRatings.textTestimonialCount);
    expect(reviews.map((review) => review.author.name)).toContain('Arjun Kapadia');
    expect(
      reviews.some((review) => review.reviewBody.includes(`over ${companyFacts.testimonialAccuracyPercent}%`)),
    ).toBe(true);
    const videos = structuredData().find((entry) => entry['@type'] === 'ItemList');
    expect(videos).toMatchObject({ numberOfItems: testimonialRatings.videoCount });
  });
});
