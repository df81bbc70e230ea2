import http from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { remoteNames } from '@site/shared/contracts';
import { auditsFailedByDesign, lighthouseFailure, scoreWithout, statusFailure } from './lighthouse-failure.ts';
import type { RemoteName } from '@site/shared/contracts';
import { portOf } from './apps.ts';
import { renderBlockingStylesheets } from './render-blocking.ts';

export interface RouteRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** The page's scripts in gzip, as a browser that does not take brotli downloads them (bodies only). */
  scriptGzipKb: number;
  /** The same scripts in brotli, as every browser the site targets downloads them (bodies only): the first load. */
  scriptBrotliKb: number;
  /** Stylesheets the server's HTML makes the first paint wait for (`renderBlockingStylesheets`). */
  renderBlockingStylesheets: number;
  /** What Chromium downloaded for them: brotli where the host has it, with the responses' headers. */
  scriptTransferKb: number;
  requests: number;
  remotesFetched: RemoteName[];
  remotesBeforeFirstPaint: number;
  /** Lighthouse's measure of this machine's speed at the time of the run (higher is faster). */
  benchmarkIndex: number;
  /** Why Lighthouse measured nothing in this run (`lighthouseFailure`); absent when it measured the page. */
  failure?: string;
}

/** The figures a median is taken of, each with its min and max over the runs. */
export const SPREAD_FIGURES = ['performance', 'lcpMs', 'tbtMs', 'cls', 'fcpMs', 'benchmarkIndex'] as const;
export type SpreadFigure = (typeof SPREAD_FIGURES)[number];

/** The median run of a route, with the spread of its runs. */
export interface RouteMedian extends RouteRun {
  runs: number;
  spread: Record<SpreadFigure, { min: number; max: number }>;
}

interface NetworkItem {
  url: string;
  statusCode?: number;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
// The ports `npm start` put each remote on (SHELL_PORT, CONTENT_PORT, …, as the bench started it).
const remoteOfPort = new Map(remoteNames.map((name) => [String(portOf(name)), name]));

function remoteOf(url: string): RemoteName | undefined {
  try {
    return remoteOfPort.get(new URL(url).port);
  } catch {
    return undefined;
  }
}

/** The size of a file's gzip (or `encoding`) encoding as its host sends it (headers aside). */
export function gzipBytes(url: string, encoding: 'gzip' | 'br' = 'gzip'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export interface VisitOptions {
  /** Runs in the page before the site's scripts (to put a visitor's stored state in place), as script source. */
  prepare?: string;
  /** Go with the request for the page. */
  cookies?: Record<string, string>;
  /**
   * The status the page answers with by design (the not-found page's 404). Lighthouse refuses to measure a
   * document with an error status unless told to ignore it; it is told so only for this status, and a run whose
   * document answered anything else is a failure.
   */
  expectedStatus?: number;
}

/**
 * The bench's two modes: Lighthouse's mobile defaults (a CPU slowed 4×), and `slow`, the stand-in for a slower
 * phone, with the CPU slowed `cpuSlowdownMultiplier` times (bench/budgets.json, `slow`) and the same network.
 */
export type BenchMode = { name: 'normal' } | { name: 'slow'; cpuSlowdownMultiplier: number };
export const NORMAL_MODE: BenchMode = { name: 'normal' };

/** The server's HTML for the page, as the visitor's browser asks for it (with their cookies). */
async function documentHtml(url: string, cookies: Record<string, string>): Promise<string> {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  return response.text();
}

/** One Lighthouse run (mobile emulation, the default config) in Debian's Chromium. */
export async function runLighthouse(
  url: string,
  visit: VisitOptions = {},
  mode: BenchMode = NORMAL_MODE,
): Promise<RouteRun> {
  const { prepare, cookies = {}, expectedStatus = 200 } = visit;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (prepare) await page.evaluateOnNewDocument(prepare);
    for (const [name, value] of Object.entries(cookies)) {
      await page.setCookie({ name, value: encodeURIComponent(value), url });
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Lighthouse clears the origin's storage first, cookies included. Each run has a fresh browser
        // profile (an empty cache) anyway, so the reset is skipped when the visitor brings cookies.
        ...(Object.keys(cookies).length > 0 ? { disableStorageReset: true } : {}),
        ...(expectedStatus >= 400 ? { ignoreStatusCode: true } : {}),
        ...(mode.name === 'slow'
          ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: mode.cpuSlowdownMultiplier } }
          : {}),
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // A run that measured nothing reports NaN and 0: say why, beside the broken budgets it makes.
    const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const failure = lighthouseFailure(lhr) ?? statusFailure(items, expectedStatus);
    if (failure) console.warn(`\n${failure}`);
    // A page that answers an error status by design is not marked down for it (nor for the noindex it carries).
    const excused = expectedStatus >= 400 ? auditsFailedByDesign(lhr.audits, lhr.finalDisplayedUrl) : [];
    const score = (id: string) => {
      const category = lhr.categories[id];
      if (!category) return 0;
      return Math.round(
        ((excused.length > 0 ? scoreWithout(category, lhr.audits, excused) : category.score) ?? 0) * 100,
      );
    };
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const fcp = metric('first-contentful-paint');
    const scripts = items.filter((item) => item.resourceType === 'Script');
    const gzipSizes = await Promise.all(scripts.map((item) => gzipBytes(item.url)));
    const brotliSizes = await Promise.all(scripts.map((item) => gzipBytes(item.url, 'br')));
    const blocking = renderBlockingStylesheets(await documentHtml(url, cookies));
    const remotesFetched = [...new Set(items.map((item) => remoteOf(item.url)).filter((name) => name !== undefined))];
    // Request times are what the browser observed (from the navigation's first request), so they are held
    // against the paint it observed, not against the simulated FCP, which on an unthrottled load falls after
    // every request the page made.
    const observedFcp =
      (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0]
        ?.observedFirstContentfulPaint ?? fcp;
    const beforePaint = new Set(
      items
        .filter((item) => (item.networkRequestTime ?? Infinity) < observedFcp)
        .map((item) => remoteOf(item.url))
        .filter(Boolean),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcpMs: fcp,
      speedIndexMs: metric('speed-index'),
      scriptGzipKb: gzipSizes.reduce((sum, bytes) => sum + bytes, 0) / 1000,
      scriptBrotliKb: brotliSizes.reduce((sum, bytes) => sum + bytes, 0) / 1000,
      renderBlockingStylesheets: blocking,
      scriptTransferKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1000,
      requests: items.length,
      remotesFetched,
      remotesBeforeFirstPaint: beforePaint.size,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      ...(failure ? { failure } : {}),
    };
  } finally {
    chrome.kill();
  }
}

/** The median of each figure over the runs, and the min and max of the main ones. */
export function medianRun(runs: RouteRun[]): RouteMedian {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  const numeric = (key: keyof RouteRun) => median(runs.map((run) => run[key] as number));
  return {
    performance: numeric('performance'),
    accessibility: numeric('accessibility'),
    bestPractices: numeric('bestPractices'),
    seo: numeric('seo'),
    lcpMs: numeric('lcpMs'),
    tbtMs: numeric('tbtMs'),
    cls: numeric('cls'),
    fcpMs: numeric('fcpMs'),
    speedIndexMs: numeric('speedIndexMs'),
    scriptGzipKb: numeric('scriptGzipKb'),
    scriptBrotliKb: numeric('scriptBrotliKb'),
    renderBlockingStylesheets: numeric('renderBlockingStylesheets'),
    scriptTransferKb: numeric('scriptTransferKb'),
    requests: numeric('requests'),
    remotesFetched: runs[0]?.remotesFetched ?? [],
    remotesBeforeFirstPaint: numeric('remotesBeforeFirstPaint'),
    benchmarkIndex: numeric('benchmarkIndex'),
    runs: runs.length,
    spread: Object.fromEntries(
      SPREAD_FIGURES.map((key) => {
        const values = runs.map((run) => run[key]);
        return [key, { min: Math.min(...values), max: Math.max(...values) }];
      }),
    ) as RouteMedian['spread'],
  };
}
