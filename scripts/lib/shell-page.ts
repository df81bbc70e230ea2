// The shell's page as its host sends it: the boot page, or the server-rendered page (docs/decisions/008).
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

/** The host's own hint tags (`renderedPageHints`, `routeHints`): one `<link>` each. */
const LINK = /<link [^>]*>/g;
/** Where the server-rendered page keeps its script preloads until the first paint. */
export const DEFERRED_HINTS_ELEMENT_ID = 'boot-hints';

/**
 * The loader a server-rendered page ends with: after the first frame has
 * painted the server's HTML, it adds the script preloads and the shell's
 * entry (docs/decisions/008). The page's content never waits for its scripts
 * to download or run; hydration starts one frame later.
 */
function bootAfterFirstPaint(entry: string, nonce: string | undefined): string {
  const src = jsonForScript(entry);
  return (
    `<script${nonceAttribute(nonce)}>(function(){function boot(){` +
    `var hints=document.getElementById(${JSON.stringify(DEFERRED_HINTS_ELEMENT_ID)});` +
    `if(hints)document.head.appendChild(hints.content.cloneNode(true));` +
    `var s=document.createElement('script');s.src=${src};document.head.appendChild(s)}` +
    `if(document.visibilityState==='hidden')boot();else requestAnimationFrame(function(){setTimeout(boot)})})()</script>`
  );
}

/** A response's CSP nonce as an attribute (docs/decisions/012); base64 never needs escaping in quotes. */
function nonceAttribute(nonce: string | undefined): string {
  return nonce ? ` nonce="${nonce}"` : '';
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
  /** Where a nonce attribute goes in each of the template's own inline `<style>` and `<script>` start tags. */
  inlineTagEnds: number[];
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
  return {
    source,
    title: rangeOf(find('<title>', (element) => element.tagName === 'title')),
    description: description ? rangeOf(description) : undefined,
    siteConfig: rangeOf(
      find(`<script id="${SITE_CONFIG_ELEMENT_ID}">`, (element) => attribute(element, 'id') === SITE_CONFIG_ELEMENT_ID),
    ),
    entry: { ...rangeOf(entry), src: attribute(entry, 'src') ?? '' },
    root: rangeOf(
      find('<div id="root">', (element) => element.tagName === 'div' && attribute(element, 'id') === 'root'),
    ),
    headEnd,
    inlineTagEnds: elements
      .filter(
        (element) =>
          (element.tagName === 'style' || element.tagName === 'script') &&
          attribute(element, 'src') === undefined &&
          !isJson(element),
      )
      .map((element) => (element.sourceCodeLocation?.startTag?.endOffset ?? 1) - 1),
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
 * stylesheets in the head, and its scripts after the first paint. With a
 * nonce, the inline style and script elements the host writes carry it, and
 * nothing else: the page's policy runs no other inline code (docs/decisions/012).
 */
export function renderShellPage(
  template: ShellTemplate,
  siteConfig: SiteConfig,
  headHints = '',
  body?: ServerRenderedBody,
  nonce?: string,
): string {
  const at = (offset: number, text: string) => ({ start: offset, end: offset, text });
  const replace = (range: Range, text: string) => ({ ...range, text });
  const edits = [
    ...(nonce ? template.inlineTagEnds.map((offset) => at(offset, nonceAttribute(nonce))) : []),
    replace(
      template.siteConfig,
      `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(siteConfig)}</script>`,
    ),
  ];
  if (!body) return splice(template.source, [...edits, at(template.headEnd, headHints)]);

  const links = headHints.match(LINK) ?? [];
  const stylesheets = links.filter((link) => link.includes('rel="stylesheet"'));
  const preloads = links.filter((link) => !link.includes('rel="stylesheet"'));
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
        bootAfterFirstPaint(template.entry.src, nonce),
    ),
  );
  return splice(template.source, edits);
}
