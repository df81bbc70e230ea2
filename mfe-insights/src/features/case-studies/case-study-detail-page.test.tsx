import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { WidgetLoaderContext, brand, getRoute, markPageReady, resetPageReady } from '@site/shared';
import type { ExposeLoader } from '@site/shared';
import { caseStudy, json } from './case-study-fixtures.ts';
import { CaseStudyDetailPage } from './case-study-detail-page.tsx';
import { DEFAULT_CASE_STUDY_CTA_LABEL, caseStudyCta } from './constants.ts';
import {
  expectIndexable,
  expectNotFoundPage,
  missingSlugAnswer,
  serverFailureAnswer,
} from '../../test-support/not-found.ts';
import { renderWithProviders } from '@site/shared/testing';

const LIST = getRoute('case-studies');
let fetchMock: jest.Mock<(input: Request) => Promise<Response>>;
const widgetLoads: { remote: string; expose: string }[] = [];
/** What the shell provides as the widget loader. */
let loadWidget: ExposeLoader;

function DownloadWidget({ label }: Record<string, unknown>) {
  return <button type="button">{String(label)}</button>;
}

beforeEach(() => {
  widgetLoads.length = 0;
  loadWidget = async (remote, expose) => {
    widgetLoads.push({ remote, expose });
    return { default: jest.fn(DownloadWidget) };
  };
  fetchMock = jest.fn(async () => json(200, { status: true, data: caseStudy }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  // The shell has put the page on screen: widgets may load (jsdom has no IntersectionObserver).
  markPageReady();
});

afterEach(() => {
  resetPageReady();
  jest.restoreAllMocks();
});

function renderAt(path: string) {
  renderWithProviders(
    <>
      <WidgetLoaderContext value={{ load: loadWidget, where: 'browser' }}>
        <Routes>
          <Route path={getRoute('case-study-detail').path} element={<CaseStudyDetailPage />} />
          <Route path={LIST.path} element={<h1>{LIST.title}</h1>} />
        </Routes>
      </WidgetLoaderContext>
    </>,
    { entry: path },
  );
}

describe('a case study', () => {
  it('shows its title, banners and body, sets its meta, and mounts the download call to action', async () => {
    renderAt(`/case-studies/${caseStudy.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: caseStudy.title })).toBeInTheDocument();
    const banner = screen.getByRole('img', { name: caseStudy.alt_tag });
    expect(banner).toHaveAttribute('src', caseStudy.caseStudy_desktop_banner);
    expect(banner.closest('picture')?.querySelector('source')).toHaveAttribute(
      'srcset',
      caseStudy.caseStudy_mobile_banner,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'The results' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: caseStudyCta.heading })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: DEFAULT_CASE_STUDY_CTA_LABEL })).toBeInTheDocument();
    expect(widgetLoads).toEqual([{ remote: 'forms', expose: './case-study-download' }]);
    expect(document.title).toBe(`${caseStudy.meta_title} | ${brand.name}`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      caseStudy.meta_description,
    );
  });

  it('passes the slug, the PDF and the label from the data to the download widget', async () => {
    const widget = jest.fn(DownloadWidget);
    loadWidget = async () => ({ default: widget });
    fetchMock.mockImplementation(async () => json(200, { status: true, data: { ...caseStudy, cta_button: 'Get it' } }));
    renderAt(`/case-studies/${caseStudy.slug}`);

    expect(await screen.findByRole('button', { name: 'Get it' })).toBeInTheDocument();
    expect(widget.mock.calls[0]?.[0]).toEqual({
      slug: caseStudy.slug,
      pdfUrl: caseStudy.case_Study_pdf,
      label: 'Get it',
    });
  });

  it('shows the not-found page in place, with noindex, when the API does not know the slug', async () => {
    fetchMock.mockImplementation(async () => missingSlugAnswer());
    renderAt('/case-studies/no-such-study');

    await expectNotFoundPage();
    expect(screen.queryByRole('heading', { level: 1, name: LIST.title })).not.toBeInTheDocument();
  });

  it('goes to /case-studies when the case study cannot be had for any other reason', async () => {
    fetchMock.mockImplementation(async () => serverFailureAnswer());
    renderAt(`/case-studies/${caseStudy.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: LIST.title })).toBeInTheDocument();
    expectIndexable();
  });

  it('only warns when the answer has no data', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => json(200, { status: true, data: null }));
    renderAt(`/case-studies/${caseStudy.slug}`);

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { level: 1, name: getRoute('case-study-detail').title })).toBeInTheDocument();
  });
});
