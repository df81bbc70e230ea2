// The shell's page as its host sends it: the boot page, or the server-rendered page (docs/decisions/008).
import {
  FORM_STATE_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STATE_ELEMENT_ID,
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

const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[^>]*>/;

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div><\/div>/;
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/;
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

/** The template's own inline elements: its `<style>` (and any inline script a later template adds). */
const TEMPLATE_INLINE_ELEMENT = /<(style|script)(?=[\s>])(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")/g;

/**
 * The shell page with its runtime configuration, and any hints for the
 * route, written in. A page rendered on the server carries the server's HTML
 * in place of the boot loader, the API cache it was rendered with, its
 * stylesheets in the head, and its scripts after the first paint. With a
 * nonce, the inline style and script elements the host writes carry it, and
 * nothing else: the page's policy runs no other inline code (docs/decisions/012).
 */
export function renderShellPage(
  template: string,
  siteConfig: SiteConfig,
  headHints = '',
  body?: ServerRenderedBody,
  nonce?: string,
): string {
  const withNonces = nonce
    ? template.replace(TEMPLATE_INLINE_ELEMENT, (element) => `${element}${nonceAttribute(nonce)}`)
    : template;
  const page = withNonces.replace(
    /(<script id="site-config" type="application\/json">)[^<]*(<\/script>)/,
    (_match, open: string, close: string) => `${open}${jsonForScript(siteConfig)}${close}`,
  );
  const entry = page.match(ENTRY_SCRIPT);
  if (!body || !entry) return page.replace('</head>', `${headHints}</head>`);
  const links = headHints.match(LINK) ?? [];
  const stylesheets = links.filter((link) => link.includes('rel="stylesheet"'));
  const preloads = links.filter((link) => !link.includes('rel="stylesheet"'));
  const withHead = body.head
    ? page.replace(TEMPLATE_DESCRIPTION, '').replace(TEMPLATE_TITLE, () => body.head ?? '')
    : page;
  return withHead
    .replace(entry[0], '')
    .replace('</head>', `${stylesheets.join('')}</head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${body.html}</div>` +
        `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(body.apiCache)}</script>` +
        (body.formState
          ? `<script id="${FORM_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(body.formState)}</script>`
          : '') +
        `<template id="${DEFERRED_HINTS_ELEMENT_ID}">${preloads.join('')}</template>` +
        bootAfterFirstPaint(entry[1] ?? '', nonce),
    );
}
