// What the bench counts as a render-blocking stylesheet, read from the server's HTML (not from Lighthouse's audit,
// which leaves out files it judges too quick to matter, so its count moves with the machine's speed).

const LINK_TAG = /<link\b[^>]*>/gi;
const NOSCRIPT = /<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi;

/** An attribute's value in one tag (`rel`, `media`), lower-cased; undefined when the tag has none. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase() : undefined;
}

/**
 * The stylesheets a browser must have before it paints the page: each `<link rel="stylesheet">` outside
 * `<noscript>`, unless it is disabled or its media can never match a screen (`print`). A stylesheet loaded without
 * blocking (`media="print"` switched once loaded, or `rel="preload"`) is not one.
 */
export function renderBlockingStylesheets(html: string): number {
  const links = html.replace(NOSCRIPT, '').match(LINK_TAG) ?? [];
  return links.filter((tag) => {
    const rel = (attribute(tag, 'rel') ?? '').split(/\s+/);
    if (!rel.includes('stylesheet') || rel.includes('alternate')) return false;
    if (/\sdisabled(\s|=|>|\/)/i.test(tag)) return false;
    const media = attribute(tag, 'media');
    return media === undefined || !/^\s*print\s*$/.test(media);
  }).length;
}
