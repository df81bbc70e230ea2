import { describe, expect, it, jest } from '@jest/globals';
import { cspHashSource } from './shell-page.ts';
import {
  INLINE_PAGE_STYLE_MAX_BYTES,
  INLINE_WIDGET_STYLE_MAX_BYTES,
  WIDGET_STYLE_CACHE_ENTRIES,
  createWidgetStyles,
  inlinableCss,
} from './widget-styles.ts';

const FORM = 'http://127.0.0.1:3004/talk.1111.css';
const SHARED = 'http://127.0.0.1:3004/202.2222.css';
const formCss = '.a1{display:grid}.b2:hover{background:var(--color-navy)}';
const sharedCss = '.c3{color:red}';

describe('inlinableCss', () => {
  it('keeps a small stylesheet, without its source map comment', () => {
    expect(inlinableCss(`${formCss}\n/*# sourceMappingURL=talk.1111.css.map*/`)).toBe(formCss);
    expect(
      inlinableCss('.x{background:url(data:image/png;base64,AAAA)}.y{background:url("https://cdn.example/a.png")}'),
    ).toBeDefined();
  });

  it('refuses one that is too large, imports another, names a file beside it, or would end its element', () => {
    expect(inlinableCss(`.x{content:"${'a'.repeat(INLINE_WIDGET_STYLE_MAX_BYTES)}"}`)).toBeUndefined();
    expect(inlinableCss('@import "other.css";.x{}')).toBeUndefined();
    expect(inlinableCss('.x{background:url(assets/a.png)}')).toBeUndefined();
    expect(inlinableCss(".x{background:url( '../a.png')}")).toBeUndefined();
    expect(inlinableCss('.x{content:"</STYLE><script>"}')).toBeUndefined();
  });
});

describe('createWidgetStyles', () => {
  it('puts each stylesheet into the page in order, with its hash for the policy, and reads each file once', async () => {
    const fetchText = jest.fn(async (url: string) => (url === FORM ? formCss : sharedCss));
    const styles = createWidgetStyles(fetchText);
    const page = await styles.forPage([FORM, SHARED]);
    expect(page).toEqual({
      markup: `<style>${formCss}</style><style>${sharedCss}</style>`,
      styleHashes: [cspHashSource(formCss), cspHashSource(sharedCss)],
      complete: true,
    });
    await styles.forPage([FORM, SHARED]);
    expect(fetchText).toHaveBeenCalledTimes(2);
  });

  it('links a stylesheet it cannot inline, and one it could not read, saying the page is incomplete only then', async () => {
    const big = 'http://127.0.0.1:3004/big.css';
    let formReadable = false;
    const styles = createWidgetStyles(async (url) => {
      if (url === big) return `.x{background:url(a.png)}`;
      return formReadable ? formCss : undefined;
    });
    expect(await styles.forPage([big])).toEqual({
      markup: `<link rel="stylesheet" href="${big}">`,
      styleHashes: [],
      complete: true,
    });
    expect(await styles.forPage([FORM])).toEqual({
      markup: `<link rel="stylesheet" href="${FORM}">`,
      styleHashes: [],
      complete: false,
    });
    // A failed read is tried again on the next page.
    formReadable = true;
    expect((await styles.forPage([FORM])).markup).toBe(`<style>${formCss}</style>`);
  });

  it(`keeps at most ${WIDGET_STYLE_CACHE_ENTRIES} stylesheets, reading an evicted one again`, async () => {
    const fetchText = jest.fn(async (url: string) => `.${url.replace(/\W/g, '')}{color:red}`);
    const styles = createWidgetStyles(fetchText);
    const urls = Array.from({ length: WIDGET_STYLE_CACHE_ENTRIES + 1 }, (_, index) => `http://h/${index}.css`);
    for (const url of urls) await styles.forPage([url]);
    await styles.forPage([urls.at(-1) ?? '']);
    expect(fetchText).toHaveBeenCalledTimes(urls.length);
    await styles.forPage([urls[0] ?? '']);
    expect(fetchText).toHaveBeenCalledTimes(urls.length + 1);
  });
});

describe("the page's own stylesheets (docs/decisions/047)", () => {
  const PAGE = 'http://127.0.0.1:3001/page-home.3333.css';
  const pageCss = `.d4{margin:0}${'.e5{padding:0}'.repeat(800)}`;

  it('go into the page up to their larger limit, each with a print link the bundler finds, and never block', async () => {
    const styles = createWidgetStyles(async () => pageCss, {
      maxBytes: INLINE_PAGE_STYLE_MAX_BYTES,
      linkForLoader: true,
    });
    expect(Buffer.byteLength(pageCss)).toBeGreaterThan(INLINE_WIDGET_STYLE_MAX_BYTES);
    const page = await styles.forPage([PAGE]);
    expect(page).toEqual({
      markup: `<style>${pageCss}</style><link rel="stylesheet" href="${PAGE}" media="print">`,
      styleHashes: [cspHashSource(pageCss)],
      complete: true,
    });
  });

  it('are linked as before when one is over the limit, and the page is marked incomplete when one cannot be read', async () => {
    const large = `.x{content:"${'a'.repeat(INLINE_PAGE_STYLE_MAX_BYTES)}"}`;
    const styles = createWidgetStyles(async (url) => (url === PAGE ? large : undefined), {
      maxBytes: INLINE_PAGE_STYLE_MAX_BYTES,
      linkForLoader: true,
    });
    expect(await styles.forPage([PAGE, FORM])).toEqual({
      markup: `<link rel="stylesheet" href="${PAGE}"><link rel="stylesheet" href="${FORM}">`,
      styleHashes: [],
      complete: false,
    });
  });
});
