import { createContext, useContext, useEffect } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import { brand } from '../brand/brand.ts';
import { escapeHtml, scriptSafe } from '../config/server-render.ts';
import { NOT_FOUND_ROBOTS } from '../constants/security.ts';
import { RSS_CONTENT_TYPE, feedPath, feedTitles, siteAddress } from './site-documents.ts';
import type { FeedKind } from './site-documents.ts';

/** What every page sets in the document head (site-spec.md section 1). */
export interface PageMeta {
  title?: string;
  description?: string;
  keywords?: string;
  /** Social-sharing image: a site path or an absolute URL. */
  image?: string;
  /**
   * JSON-LD objects (typed with schema-dts where a page builds them: issue 52), or JSON text from the API; text
   * that is not valid JSON is logged and skipped.
   */
  structuredData?: (StructuredData | string | null | undefined)[];
  /**
   * The page is the not-found page (the /404 route, or a detail page whose slug the API does not know): the head
   * gets `<meta name="robots" content="noindex">` and the server answers 404 (docs/decisions/015).
   */
  notFound?: boolean;
  /** The feeds the page belongs to, linked from its head as `<link rel="alternate">` (issue 52). */
  feeds?: readonly FeedKind[];
}

/** A JSON-LD document: a schema.org thing with its context. */
export type StructuredData = WithContext<Thing> | Record<string, unknown>;

export const DEFAULT_PAGE_META = {
  description: `${brand.name} provides business-process outsourcing and consulting: insurance outsourcing, accounting and bookkeeping, data annotation, business intelligence, digital marketing and AI.`,
  keywords: 'business process outsourcing, insurance outsourcing, accounting outsourcing, data annotation, BPO',
  image: '/images/share-default.png',
} as const;

type Layer = 'route' | 'page';
type Layers = Record<Layer, PageMeta>;
const layers: Layers = { route: {}, page: {} };
const OWNED = 'data-page-meta';

/**
 * On the server there are no effects: the renderer gives the page a
 * collector, the hooks record their layer in it while rendering, and the
 * host writes `pageHead(collector)` into the HTML (docs/decisions/008).
 */
export const PageMetaCollectorContext = createContext<PageMetaCollector | undefined>(undefined);

export interface PageMetaCollector {
  record(layer: Layer, meta: PageMeta): void;
  /** What the render recorded, for `pageHead`. */
  readonly layers: Readonly<Layers>;
}

/** A fresh collector for one server render. */
export function createPageMetaCollector(): PageMetaCollector {
  const layers: Layers = { route: {}, page: {} };
  return {
    record(layer, meta) {
      layers[layer] = meta;
    },
    layers,
  };
}

function fullTitle(title: string | undefined): string {
  if (!title) return brand.legalName;
  return title.includes(brand.name) ? title : `${title} | ${brand.name}`;
}

function absolute(url: string): string {
  return url.startsWith('/') ? `${brand.siteUrl}${url}` : url;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function structuredDataText(entry: StructuredData | string): string | undefined {
  if (typeof entry !== 'string') return JSON.stringify(entry);
  try {
    return JSON.stringify(JSON.parse(entry));
  } catch (error) {
    console.error('Invalid structured-data JSON skipped', error);
    return undefined;
  }
}

/** The head both layers make: the page's values win over the route's. */
export interface PageHead {
  title: string;
  meta: { attribute: 'name' | 'property'; key: string; content: string | undefined }[];
  /** JSON-LD texts, in order. */
  structuredData: string[];
  /** `<link rel="alternate">` to the page's feeds; none on a not-found page. */
  alternates: { type: string; title: string; href: string }[];
  /** Either layer said the page is not found: the server's answer is a 404. */
  notFound: boolean;
}

export function pageHead({ route, page }: Readonly<Layers>): PageHead {
  const meta: PageMeta = { ...route, ...page };
  const title = fullTitle(meta.title);
  const pageTexts = (page.structuredData ?? []).map((entry) => (entry ? structuredDataText(entry) : undefined));
  // A page's own data of a type (its real breadcrumb, say) replaces the route's of the same type.
  const pageTypes = new Set(
    pageTexts.map((text) => (text ? (JSON.parse(text) as { '@type'?: unknown })['@type'] : undefined)),
  );
  const routeTexts = (route.structuredData ?? [])
    .map((entry) => (entry ? structuredDataText(entry) : undefined))
    .filter((text) => text && !pageTypes.has((JSON.parse(text) as { '@type'?: unknown })['@type']));
  return {
    title,
    meta: [
      { attribute: 'name', key: 'description', content: meta.description },
      { attribute: 'name', key: 'keywords', content: meta.keywords },
      { attribute: 'property', key: 'og:title', content: title },
      { attribute: 'property', key: 'og:description', content: meta.description },
      { attribute: 'property', key: 'og:image', content: meta.image ? absolute(meta.image) : undefined },
      { attribute: 'property', key: 'og:type', content: 'website' },
      { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
      { attribute: 'name', key: 'robots', content: meta.notFound ? NOT_FOUND_ROBOTS : undefined },
    ],
    structuredData: [...routeTexts, ...pageTexts].filter((text): text is string => Boolean(text)),
    alternates: meta.notFound
      ? []
      : (meta.feeds ?? []).map((kind) => ({
          type: RSS_CONTENT_TYPE,
          title: feedTitles[kind],
          href: siteAddress(feedPath(kind)),
        })),
    notFound: meta.notFound === true,
  };
}

/** The head as HTML, for the server's page: the same elements `applyPageMeta` keeps up to date in the browser. */
export function pageHeadHtml(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta
      .filter((entry) => entry.content)
      .map((entry) => `<meta ${entry.attribute}="${entry.key}" content="${escapeHtml(entry.content ?? '')}">`),
    ...head.alternates.map(
      (link) =>
        `<link rel="alternate" type="${escapeHtml(link.type)}" title="${escapeHtml(link.title)}" href="${escapeHtml(link.href)}" ${OWNED}>`,
    ),
    ...head.structuredData.map((text) => `<script type="application/ld+json" ${OWNED}>${scriptSafe(text)}</script>`),
  ].join('');
}

/** Writes the merged meta of both layers into the head: the page's values win over the route's. */
export function applyPageMeta(): void {
  const head = pageHead(layers);
  document.title = head.title;
  for (const { attribute, key, content } of head.meta) setMeta(attribute, key, content);
  for (const element of document.head.querySelectorAll(`script[${OWNED}], link[${OWNED}]`)) element.remove();
  for (const { type, title, href } of head.alternates) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'alternate', type, title, href });
    link.setAttribute(OWNED, '');
    document.head.append(link);
  }
  for (const text of head.structuredData) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(OWNED, '');
    script.textContent = text;
    document.head.append(script);
  }
}

function useLayer(layer: Layer, meta: PageMeta) {
  const key = JSON.stringify(meta);
  const collector = useContext(PageMetaCollectorContext);
  // Only a server render has a collector; in the browser the effect below does this.
  collector?.record(layer, meta);
  useEffect(() => {
    layers[layer] = JSON.parse(key) as PageMeta;
    applyPageMeta();
    return () => {
      layers[layer] = {};
      applyPageMeta();
    };
  }, [layer, key]);
}

/**
 * The one way a page sets its title, description, keywords, sharing image
 * and structured data. Values it leaves out fall back to the route's.
 */
export function usePageMeta(meta: PageMeta): void {
  useLayer('page', meta);
}

/** The shell's defaults for the current route. */
export function useRouteMeta(meta: PageMeta): void {
  useLayer('route', meta);
}
