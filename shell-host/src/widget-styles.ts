// Another remote's widget in a server-rendered page, styled from the page itself (docs/decisions/029), and the page's
// own stylesheets the same way (docs/decisions/047).
import { escapeHtml } from '@site/shared/contracts';
import { readFromHost, stylesheetLink } from './page-hints.ts';
import { cspHashSource } from './shell-page.ts';

/**
 * Ours: a widget's stylesheet up to this size goes into the page as a
 * `<style>`; a larger one is linked. The footer's form is under 2 KB; a page
 * carrying a large stylesheet on every visit would cost more than the request.
 */
export const INLINE_WIDGET_STYLE_MAX_BYTES = 8_192;
/**
 * Ours: the page's own stylesheets (the shell's start-up, the shared library's, the route's page and parts) up to
 * this size go into the page as `<style>`, so its first paint waits for no stylesheet (issue 54). The largest today
 * is the shell's start-up stylesheet, 13.4 KB before compression (about 3 KB of brotli in the page).
 */
export const INLINE_PAGE_STYLE_MAX_BYTES = 24_576;
/** Ours: how many stylesheets the host keeps (each file name carries its content's hash, so none goes stale). */
export const WIDGET_STYLE_CACHE_ENTRIES = 64;

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/;
/** A `url()` that is neither absolute nor data: it names a file beside the stylesheet, which the page's address would not find. */
const RELATIVE_URL = /url\(\s*(?!['"]?(?:https?:|data:))/i;

/**
 * The stylesheet as it can sit in a `<style>` of the page, or undefined when
 * it cannot: too large, importing others, naming files relative to itself,
 * or holding text that would end the element.
 */
export function inlinableCss(text: string, maxBytes = INLINE_WIDGET_STYLE_MAX_BYTES): string | undefined {
  const css = text.replace(SOURCE_MAP_COMMENT, '').trim();
  if (Buffer.byteLength(css) > maxBytes) return undefined;
  if (/@import/i.test(css) || RELATIVE_URL.test(css) || /<\/style/i.test(css)) return undefined;
  return css;
}

/** The widget styles of one page: the head's markup, the hashes its policy allows, and whether every file was read. */
export interface WidgetStyles {
  markup: string;
  styleHashes: string[];
  /** A stylesheet could not be read this time and is linked instead: the page's bytes are this render's only. */
  complete: boolean;
}

export interface InlineStyleOptions {
  /** A stylesheet larger than this is linked. */
  maxBytes?: number;
  /**
   * Beside each `<style>`, the same file as a `<link media="print">`: it never holds up the first paint, and when
   * the page's scripts load the chunk that owns the styles, the bundler's loader finds the file linked and adds
   * no second copy for the page to wait for. Only for files of the route's own remote or the shell (a widget's
   * would be a request to a second remote's host before the first paint, docs/decisions/029).
   */
  linkForLoader?: boolean;
}

/** The widgets' (or the page's) stylesheets, read from the remotes' hosts once each and kept. */
export function createWidgetStyles(
  fetchText: (url: string) => Promise<string | undefined> = (url) => readFromHost(url, (response) => response.text()),
  { maxBytes = INLINE_WIDGET_STYLE_MAX_BYTES, linkForLoader = false }: InlineStyleOptions = {},
) {
  /** The `<style>` text per URL, or null for a stylesheet that is linked (too large, or naming other files). */
  const kept = new Map<string, string | null>();
  const read = async (url: string) => {
    if (kept.has(url)) return;
    const text = await fetchText(url);
    if (text === undefined) return; // tried again on the next page
    if (kept.size >= WIDGET_STYLE_CACHE_ENTRIES) kept.delete(kept.keys().next().value as string);
    kept.set(url, inlinableCss(text, maxBytes) ?? null);
  };
  return {
    /** The page's styles for these stylesheet URLs, in their order: inline where it can, a link where not. */
    async forPage(urls: readonly string[]): Promise<WidgetStyles> {
      await Promise.all(urls.map(read));
      let markup = '';
      const styleHashes: string[] = [];
      let complete = true;
      for (const url of urls) {
        const css = kept.get(url);
        if (typeof css === 'string') {
          markup += `<style>${css}</style>`;
          if (linkForLoader) markup += `<link rel="stylesheet" href="${escapeHtml(url)}" media="print">`;
          styleHashes.push(cspHashSource(css));
        } else {
          if (css === undefined) complete = false;
          markup += stylesheetLink(url);
        }
      }
      return { markup, styleHashes, complete };
    },
  };
}
