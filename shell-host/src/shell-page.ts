// The shell's page as its host sends it: the boot page, or the server-rendered page (docs/decisions/008).
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import {
  FORM_STATE_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STATE_ELEMENT_ID,
  SITE_CONFIG_ELEMENT_ID,
  jsonForScript,
} from '@site/shared/contracts';
import type { FormPageState, SiteConfig } from '@site/shared/contracts';

/** The page's HTML as the server rendered it, and the API cache it was rendered with. */
export interface ServerRenderedBody {
  html: string;
  /** The page's own title, meta tags and structured data, in place of the template's title and description. */
  head?: string;
  apiCache: unknown;
  /** What the page's forms were rendered with (docs/decisions/010), for hydration to render the same. */
  formState?: FormPageState;
}

/**
 * The host's own hint tags (`renderedPageHints`, `routeHints`): one `<link>`
 * each, and the `<style>` of a widget's stylesheet (widget-styles.ts), whose
 * text never holds `</style`.
 */
const HINT = /<link [^>]*>|<style>[^<]*(?:<(?!\/style)[^<]*)*<\/style>/g;
/** Where the server-rendered page keeps its script preloads until the first paint. */
export const DEFERRED_HINTS_ELEMENT_ID = 'boot-hints';

/** Ours: the longest the boot loader waits for the browser to report the first paint before it adds the entry. */
export const BOOT_AFTER_PAINT_MAX_WAIT_MS = 3000;

/**
 * The loader a server-rendered page ends with: once the browser reports
 * the first contentful paint as shown (a `paint` entry, which comes after the
 * frame is presented, tens of milliseconds after it was drawn), and one more
 * frame, it adds the shell's entry, so no script request starts before the
 * server's HTML is on screen (Lighthouse counts a request started before the
 * paint as one the paint waited for); a browser without paint entries waits
 * one frame, as before. Then it adds the script
 * preloads one task each (docs/decisions/008, 028): starting a request costs
 * the main thread a few milliseconds, and a dozen in one task blocked it for
 * 20–50 ms (80–200 ms on Lighthouse's mobile CPU). The page's content never
 * waits for its scripts to download or run; hydration starts one frame later.
 * Its text depends on the build only, so one hash allows it (docs/decisions/022).
 */
export function bootLoaderCode(entry: string): string {
  const src = jsonForScript(entry);
  return (
    `(function(){function later(f){setTimeout(f)}var booted=false;function boot(){if(booted)return;booted=true;` +
    `var s=document.createElement('script');s.src=${src};document.head.appendChild(s);` +
    `var hints=document.getElementById(${JSON.stringify(DEFERRED_HINTS_ELEMENT_ID)});` +
    `if(hints)Array.prototype.forEach.call(hints.content.children,function(h){` +
    `later(function(){document.head.appendChild(h.cloneNode(true))})})}` +
    `function afterFrame(){requestAnimationFrame(function(){later(boot)})}` +
    `var P=window.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];` +
    `if(document.visibilityState==='hidden')boot();else if(types.indexOf('paint')<0)afterFrame();else{` +
    `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){` +
    `observer.disconnect();afterFrame()}}).observe({type:'paint',buffered:true});` +
    `setTimeout(boot,${BOOT_AFTER_PAINT_MAX_WAIT_MS})}})()`
  );
}

/** An inline element's text as a CSP hash source (`'sha256-<base64>'`), over its exact characters in UTF-8. */
export function cspHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The inline scripts and `<style>` elements a page may run or apply, as CSP hash sources. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/**
 * The shell's built `index.html`, read once with an HTML parser: where each
 * part the host fills in starts and ends in the file. Rendering a page is
 * then a splice of the file at those places, so a template rewrapped by a
 * formatter renders the same, and one missing a part fails the host's start
 * naming it, not a page without a script.
 */
export interface ShellTemplate {
  source: string;
  title: Range;
  description: Range | undefined;
  siteConfig: Range;
  entry: Range & { src: string };
  root: Range;
  headEnd: number;
  /**
   * The hashes of the host's own inline elements (docs/decisions/022): the template's `<style>` and scripts, and
   * the boot loader of a server-rendered page. Nothing a page renders is hashed, so the policy never allows
   * markup that came from content; the host adds only the hashes of the widget styles it writes itself from a
   * remote's build (widget-styles.ts, docs/decisions/029).
   */
  inlineHashes: { bootPage: InlineHashes; renderedPage: InlineHashes };
}

interface Range {
  start: number;
  end: number;
}

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function elementsOf(node: ParentNode): Element[] {
  return node.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elementsOf(child)] : []));
}

function rangeOf(element: Element): Range {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`The shell template's <${element.tagName}> has no source location`);
  return { start: location.startOffset, end: location.endOffset };
}

/** Reads the built shell page; throws, naming the part, when one the host fills in is missing. */
export function parseShellTemplate(source: string): ShellTemplate {
  const document = parse(source, { sourceCodeLocationInfo: true });
  const elements = elementsOf(document);
  const find = (description: string, test: (element: Element) => boolean) => {
    const found = elements.find(test);
    if (!found) throw new Error(`The shell template has no ${description}`);
    return found;
  };
  const head = find('<head>', (element) => element.tagName === 'head');
  const headEnd = head.sourceCodeLocation?.endTag?.startOffset;
  if (headEnd === undefined) throw new Error('The shell template has no </head>');
  const entry = find(
    'entry script (<script defer src>)',
    (element) => element.tagName === 'script' && attribute(element, 'src') !== undefined,
  );
  const description = elements.find(
    (element) => element.tagName === 'meta' && attribute(element, 'name') === 'description',
  );
  const isJson = (element: Element) => /^application\/(ld\+)?json$/.test(attribute(element, 'type') ?? '');
  const textOf = (element: Element) => {
    const location = element.sourceCodeLocation;
    return source.slice(location?.startTag?.endOffset ?? 0, location?.endTag?.startOffset ?? 0);
  };
  const inline = elements.filter(
    (element) =>
      (element.tagName === 'style' || element.tagName === 'script') &&
      attribute(element, 'src') === undefined &&
      !isJson(element),
  );
  const templateHashes = (tagName: string) =>
    inline.filter((element) => element.tagName === tagName).map((element) => cspHashSource(textOf(element)));
  const bootPage: InlineHashes = { scripts: templateHashes('script'), styles: templateHashes('style') };
  const entrySrc = attribute(entry, 'src') ?? '';
  return {
    source,
    title: rangeOf(find('<title>', (element) => element.tagName === 'title')),
    description: description ? rangeOf(description) : undefined,
    siteConfig: rangeOf(
      find(`<script id="${SITE_CONFIG_ELEMENT_ID}">`, (element) => attribute(element, 'id') === SITE_CONFIG_ELEMENT_ID),
    ),
    entry: { ...rangeOf(entry), src: entrySrc },
    root: rangeOf(
      find('<div id="root">', (element) => element.tagName === 'div' && attribute(element, 'id') === 'root'),
    ),
    headEnd,
    inlineHashes: {
      bootPage,
      renderedPage: { ...bootPage, scripts: [...bootPage.scripts, cspHashSource(bootLoaderCode(entrySrc))] },
    },
  };
}

/** The template with each edit's range replaced by its text; ranges never overlap. */
function splice(source: string, edits: { start: number; end: number; text: string }[]): string {
  let result = '';
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    result += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + source.slice(at);
}

/**
 * The shell page with its runtime configuration, and any hints for the
 * route, written in. A page rendered on the server carries the server's HTML
 * in place of the boot loader, the API cache it was rendered with, its
 * stylesheets in the head, and its scripts after the first paint. The
 * page's policy allows the host's inline elements by hash
 * (`template.inlineHashes`, docs/decisions/022) and no other inline code.
 */
export function renderShellPage(
  template: ShellTemplate,
  siteConfig: SiteConfig,
  headHints = '',
  body?: ServerRenderedBody,
): string {
  const at = (offset: number, text: string) => ({ start: offset, end: offset, text });
  const replace = (range: Range, text: string) => ({ ...range, text });
  const edits = [
    replace(
      template.siteConfig,
      `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(siteConfig)}</script>`,
    ),
  ];
  if (!body) return splice(template.source, [...edits, at(template.headEnd, headHints)]);

  const hints = headHints.match(HINT) ?? [];
  const isStyle = (hint: string) => hint.startsWith('<style>') || hint.includes('rel="stylesheet"');
  const stylesheets = hints.filter(isStyle);
  const preloads = hints.filter((hint) => !isStyle(hint));
  if (body.head) {
    edits.push(replace(template.title, body.head));
    if (template.description) edits.push(replace(template.description, ''));
  }
  edits.push(
    replace(template.entry, ''),
    at(template.headEnd, stylesheets.join('')),
    replace(
      template.root,
      `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${body.html}</div>` +
        `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(body.apiCache)}</script>` +
        (body.formState
          ? `<script id="${FORM_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(body.formState)}</script>`
          : '') +
        `<template id="${DEFERRED_HINTS_ELEMENT_ID}">${preloads.join('')}</template>` +
        `<script>${bootLoaderCode(template.entry.src)}</script>`,
    ),
  );
  return splice(template.source, edits);
}
