export interface TocEntry {
  /** The id given to the heading, which the contents link points at. */
  id: string;
  title: string;
}

/** A guide body split where its table of contents goes, with an id on every h2. */
export interface GuideBodyParts {
  /** The first paragraph (and anything before it); the whole body when there are no h2 headings. */
  beforeToc: string;
  afterToc: string;
  entries: TocEntry[];
}

const H2_PATTERN = /<h2(\s[^>]*)?>([\s\S]*?)<\/h2\s*>/gi;
const ID_ATTRIBUTE = /\sid\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i;
const CONTAINER_TAGS = ['div', 'section', 'article', 'blockquote', 'ul', 'ol', 'table', 'figure', 'aside'];
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? entity;
  });
}

function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether every container opened in `html` is closed again, so the body can be cut there. */
function containersClosed(html: string): boolean {
  return CONTAINER_TAGS.every((tag) => {
    const opened = html.match(new RegExp(`<${tag}(\\s[^>]*)?>`, 'gi'))?.length ?? 0;
    const closed = html.match(new RegExp(`</${tag}\\s*>`, 'gi'))?.length ?? 0;
    return opened === closed;
  });
}

/**
 * site-spec.md section 2.7: the table of contents of a guide lists its h2
 * headings and stands after the body's first paragraph. Pure: it works on
 * the (already sanitized) HTML text, on a server as in a browser.
 */
export function buildTableOfContents(html: string): GuideBodyParts {
  const entries: TocEntry[] = [];
  const used = new Set<string>();
  const withIds = html.replace(H2_PATTERN, (_heading, attributes: string | undefined, inner: string) => {
    const title = plainText(inner);
    const base = slugify(title) || `section-${entries.length + 1}`;
    let id = base;
    for (let suffix = 2; used.has(id); suffix += 1) id = `${base}-${suffix}`;
    used.add(id);
    entries.push({ id, title });
    return `<h2${(attributes ?? '').replace(ID_ATTRIBUTE, '')} id="${id}">${inner}</h2>`;
  });
  if (entries.length === 0) return { beforeToc: html, afterToc: '', entries };

  const firstParagraphEnd = /<\/p\s*>/i.exec(withIds);
  const cut = firstParagraphEnd ? firstParagraphEnd.index + firstParagraphEnd[0].length : 0;
  const splitAt = cut > 0 && containersClosed(withIds.slice(0, cut)) ? cut : 0;
  return { beforeToc: withIds.slice(0, splitAt), afterToc: withIds.slice(splitAt), entries };
}
