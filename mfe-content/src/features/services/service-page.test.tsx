import './test-svg-stubs.ts';
import { describe, expect, it } from '@jest/globals';
// eslint-disable-next-line testing-library/no-manual-cleanup -- several pages in one test (the head test below)
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { brand, getRoute, pageRoutes, serviceTree } from '@site/shared';
import { ServicePage } from './service-page.tsx';

const serviceSlugs = pageRoutes
  .filter((route) => route.id.startsWith('service-'))
  .map((route) => route.id.slice('service-'.length));

/** Every anchor the service tree (menus, footer, sitemap) links to on one service's page. */
function treeAnchorsFor(slug: string): string[] {
  const prefix = `${getRoute(`service-${slug}`).path}#`;
  return serviceTree
    .flatMap((group) => [group, ...group.children])
    .filter((link) => link.path.startsWith(prefix))
    .map((link) => link.path.slice(prefix.length));
}

function renderService(slug: string) {
  return render(
    <MemoryRouter>
      <ServicePage slug={slug} />
    </MemoryRouter>,
  );
}

function serviceData() {
  const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
  return scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
}

describe('ServicePage', () => {
  it('covers the eight service routes', () => {
    expect(serviceSlugs).toHaveLength(8);
  });

  it.each(serviceSlugs)('%s has a section for every service-tree link to it', (slug) => {
    const { container } = renderService(slug);
    const offerings = screen.getByRole('region', { name: /^Our .+ services$/ });
    expect(within(offerings).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(4);
    for (const anchor of treeAnchorsFor(slug)) {
      const section = container.querySelector(`[id="${anchor}"]`);
      expect(section?.tagName).toBe('SECTION');
      expect(section).toHaveAccessibleName();
    }
  });

  it('lands the insurance, data annotation, accounting and digital marketing menu links on sections', () => {
    expect(treeAnchorsFor('insurance-bpo-outsourcing')).toEqual(
      expect.arrayContaining(['claims', 'policy-processing', 'employee-benefits', 'agency-consultation', 'workflow']),
    );
    expect(treeAnchorsFor('data-annotation-services')).toContain('text');
    expect(treeAnchorsFor('accounting-bookkeeping-services')).toContain('payable');
    expect(treeAnchorsFor('outsource-digital-marketing-services')).toEqual([
      'content',
      'graphic-design',
      'seo',
      'ui-ux',
      'paid',
      'social',
    ]);
  });

  it.each(serviceSlugs)('%s shows its FAQ, a consultation link and related services', (slug) => {
    renderService(slug);
    const route = getRoute(`service-${slug}`);
    expect(screen.getByRole('heading', { level: 1, name: route.title })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: `${route.title}: frequently asked questions` });
    const questions = within(faq).getAllByRole('button');
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeLessThanOrEqual(6);
    expect(screen.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
      'href',
      getRoute('consultation').path,
    );
    const related = within(screen.getByRole('region', { name: 'Related services' })).getAllByRole('link');
    expect(related.length).toBeGreaterThan(0);
    for (const link of related) expect(link.getAttribute('href')).not.toBe(route.path);
  });

  it('gives every service page its own title, description and Service data from the brand', () => {
    const heads = serviceSlugs.map((slug) => {
      renderService(slug);
      const head = {
        title: document.title,
        description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
        data: serviceData(),
      };
      // Several pages in one test, each read alone: the automatic cleanup only runs after the test.
      cleanup();
      return head;
    });
    expect(new Set(heads.map((head) => head.title)).size).toBe(serviceSlugs.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(serviceSlugs.length);
    heads.forEach((head, index) => {
      const route = getRoute(`service-${serviceSlugs[index]}`);
      expect(head.title).toBe(`${route.title} | ${brand.name}`);
      expect(head.data).toEqual([
        expect.objectContaining({
          '@type': 'Service',
          name: route.title,
          url: `${brand.siteUrl}${route.path}`,
          provider: expect.objectContaining({ '@type': 'Organization', name: brand.name }),
        }),
      ]);
    });
  });
});
