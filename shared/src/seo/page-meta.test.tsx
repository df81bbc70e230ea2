import { describe, expect, it, jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { brand } from '../brand/brand.ts';
import { renderToString } from 'react-dom/server';
import {
  PageMetaCollectorContext,
  createPageMetaCollector,
  pageHead,
  pageHeadHtml,
  usePageMeta,
  useRouteMeta,
} from './page-meta.ts';
import type { PageMeta } from './page-meta.ts';
import { NOT_FOUND_ROBOTS } from '../constants/security.ts';
import { RSS_CONTENT_TYPE, feedPath, feedTitles } from './site-documents.ts';

function Page({ route, page }: { route: PageMeta; page?: PageMeta }) {
  useRouteMeta(route);
  return page ? <PageLayer meta={page} /> : null;
}

function PageLayer({ meta }: { meta: PageMeta }) {
  usePageMeta(meta);
  return null;
}

const meta = (name: string) => document.head.querySelector(`meta[name="${name}"], meta[property="${name}"]`);
const jsonLd = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );

describe('page meta', () => {
  it("writes the route's title, description, keywords, sharing image and structured data", () => {
    render(
      <Page
        route={{
          title: 'Guides',
          description: 'Practical guides',
          keywords: 'guides',
          image: '/images/share.png',
          structuredData: [{ '@type': 'BreadcrumbList' }],
        }}
      />,
    );
    expect(document.title).toBe(`Guides | ${brand.name}`);
    expect(meta('description')?.getAttribute('content')).toBe('Practical guides');
    expect(meta('keywords')?.getAttribute('content')).toBe('guides');
    expect(meta('og:image')?.getAttribute('content')).toBe(`${brand.siteUrl}/images/share.png`);
    expect(jsonLd()).toEqual([{ '@type': 'BreadcrumbList' }]);
  });

  it("lets the page's values win and adds its structured data; unmounting restores the route's", () => {
    const { rerender } = render(
      <Page
        route={{ title: 'Guide', description: 'Route text' }}
        page={{ title: `Claims 101 | ${brand.name}`, structuredData: ['{"@type":"Article"}'] }}
      />,
    );
    expect(document.title).toBe(`Claims 101 | ${brand.name}`);
    expect(meta('description')?.getAttribute('content')).toBe('Route text');
    expect(jsonLd()).toEqual([{ '@type': 'Article' }]);

    rerender(<Page route={{ title: 'Guide', description: 'Route text' }} />);
    expect(document.title).toBe(`Guide | ${brand.name}`);
    expect(jsonLd()).toEqual([]);
  });

  it("replaces the route's data with the page's own data of the same type", () => {
    render(
      <Page
        route={{ structuredData: [{ '@type': 'BreadcrumbList', itemListElement: [] }, { '@type': 'Organization' }] }}
        page={{ structuredData: [{ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Claims 101' }] }] }}
      />,
    );
    expect(jsonLd()).toEqual([
      { '@type': 'Organization' },
      { '@type': 'BreadcrumbList', itemListElement: [{ name: 'Claims 101' }] },
    ]);
  });

  it('says noindex while either layer is not found, and takes it away with the page', () => {
    const { rerender } = render(<Page route={{ title: 'Guide' }} page={{ title: 'Page Not Found', notFound: true }} />);
    expect(meta('robots')?.getAttribute('content')).toBe(NOT_FOUND_ROBOTS);

    rerender(<Page route={{ title: 'Guide' }} page={{ title: 'A guide' }} />);
    expect(meta('robots')).toBeNull();

    rerender(<Page route={{ title: 'Page Not Found', notFound: true }} />);
    expect(meta('robots')?.getAttribute('content')).toBe(NOT_FOUND_ROBOTS);
  });

  it('skips structured data that is not valid JSON, with a log entry', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page route={{ structuredData: ['{not json', { '@type': 'Organization' }] }} />);
    expect(jsonLd()).toEqual([{ '@type': 'Organization' }]);
    expect(log).toHaveBeenCalledWith('Invalid structured-data JSON skipped', expect.any(SyntaxError));
  });
});

describe('page meta on the server', () => {
  it('collects the layers while rendering and writes the same head as HTML, escaped', () => {
    const collector = createPageMetaCollector();
    renderToString(
      <PageMetaCollectorContext.Provider value={collector}>
        <Page
          route={{ title: 'Guides', description: 'Route text', structuredData: [{ '@type': 'BreadcrumbList' }] }}
          page={{ title: 'Fish & "Chips"', structuredData: ['{"@type":"Article","name":"</script><b>"}'] }}
        />
      </PageMetaCollectorContext.Provider>,
    );

    const html = pageHeadHtml(pageHead(collector.layers));
    expect(html).toContain(`<title>Fish &amp; &quot;Chips&quot; | ${brand.name}</title>`);
    expect(html).toContain('<meta name="description" content="Route text">');
    expect(html).toContain('<script type="application/ld+json" data-page-meta>{"@type":"BreadcrumbList"}</script>');
    // Nothing in the data can close its script element.
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script>\\u003cb>');
    // No effects ran: the document's head is untouched.
    expect(document.title).not.toContain('Fish');
  });

  it("writes noindex and reports not found when the page's layer says so, and neither otherwise", () => {
    const collector = createPageMetaCollector();
    renderToString(
      <PageMetaCollectorContext.Provider value={collector}>
        <Page route={{ title: 'Guide' }} page={{ title: 'Page Not Found', notFound: true }} />
      </PageMetaCollectorContext.Provider>,
    );
    const head = pageHead(collector.layers);
    expect(head.notFound).toBe(true);
    expect(pageHeadHtml(head)).toContain(`<meta name="robots" content="${NOT_FOUND_ROBOTS}">`);

    const found = pageHead({ route: { title: 'Guide' }, page: { title: 'A guide' } });
    expect(found.notFound).toBe(false);
    expect(pageHeadHtml(found)).not.toContain('name="robots"');
  });
});

describe('feeds in the head (issue 52)', () => {
  const guidesFeed = `${brand.siteUrl}${feedPath('guides')}`;

  it("links the route's feed as rss alternate on the server, absolute, and not on a not-found page", () => {
    const html = pageHeadHtml(pageHead({ route: { title: 'Guides', feeds: ['guides'] }, page: { title: 'A guide' } }));
    expect(html).toContain(
      `<link rel="alternate" type="${RSS_CONTENT_TYPE}" title="${feedTitles.guides}" href="${guidesFeed}" data-page-meta>`,
    );
    const missing = pageHead({ route: { title: 'Guide', feeds: ['guides'] }, page: { notFound: true } });
    expect(pageHeadHtml(missing)).not.toContain('rel="alternate"');
  });

  it('keeps the link in the browser while the page shows, and takes it away after', () => {
    const alternates = () =>
      [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('type'),
        link.getAttribute('href'),
      ]);
    const { unmount } = render(<Page route={{ title: 'Podcast', feeds: ['podcast'] }} />);
    expect(alternates()).toEqual([[RSS_CONTENT_TYPE, `${brand.siteUrl}${feedPath('podcast')}`]]);
    unmount();
    expect(alternates()).toEqual([]);
  });
});
