import { useEffect } from 'react';
import { brand } from '../brand/brand.ts';

/** What every page sets in the document head (site-spec.md section 1). */
export interface PageMeta {
  title?: string;
  description?: string;
  keywords?: string;
  /** Social-sharing image: a site path or an absolute URL. */
  image?: string;
  /** JSON-LD objects, or JSON text from the API; text that is not valid JSON is logged and skipped. */
  structuredData?: (Record<string, unknown> | string | null | undefined)[];
}

export const DEFAULT_PAGE_META = {
  description: `${brand.name} provides business-process outsourcing and consulting: insurance outsourcing, accounting and bookkeeping, data annotation, business intelligence, digital marketing and AI.`,
  keywords: 'business process outsourcing, insurance outsourcing, accounting outsourcing, data annotation, BPO',
  image: '/images/share-default.png',
} as const;

type Layer = 'route' | 'page';
const layers: Record<Layer, PageMeta> = { route: {}, page: {} };
const OWNED = 'data-page-meta';

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

function structuredDataText(entry: Record<string, unknown> | string): string | undefined {
  if (typeof entry !== 'string') return JSON.stringify(entry);
  try {
    return JSON.stringify(JSON.parse(entry));
  } catch (error) {
    console.error('Invalid structured-data JSON skipped', error);
    return undefined;
  }
}

/** Writes the merged meta of both layers into the head: the page's values win over the route's. */
export function applyPageMeta(): void {
  const meta: PageMeta = { ...layers.route, ...layers.page };
  const title = fullTitle(meta.title);
  document.title = title;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'keywords', meta.keywords);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:image', meta.image ? absolute(meta.image) : undefined);
  setMeta('property', 'og:type', 'website');
  setMeta('name', 'twitter:card', 'summary_large_image');

  for (const element of document.head.querySelectorAll(`script[${OWNED}]`)) element.remove();
  const pageTexts = (layers.page.structuredData ?? []).map((entry) => (entry ? structuredDataText(entry) : undefined));
  // A page's own data of a type (its real breadcrumb, say) replaces the route's of the same type.
  const pageTypes = new Set(
    pageTexts.map((text) => (text ? (JSON.parse(text) as { '@type'?: unknown })['@type'] : undefined)),
  );
  const routeTexts = (layers.route.structuredData ?? [])
    .map((entry) => (entry ? structuredDataText(entry) : undefined))
    .filter((text) => text && !pageTypes.has((JSON.parse(text) as { '@type'?: unknown })['@type']));
  for (const text of [...routeTexts, ...pageTexts]) {
    if (!text) continue;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(OWNED, '');
    script.textContent = text;
    document.head.append(script);
  }
}

function useLayer(layer: Layer, meta: PageMeta) {
  const key = JSON.stringify(meta);
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
