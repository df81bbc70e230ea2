import sanitizeHtml from 'sanitize-html';

/**
 * The markup content may carry to a browser: text structure and links.
 * Scripts, event-handler attributes, styles and `javascript:` URLs are
 * removed, whatever the seed file or the database holds.
 */
const htmlPolicy: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'blockquote', 'br', 'a'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, htmlPolicy);
}

/** A link or asset address is kept only if it is a site path or an http(s) URL. */
export function sanitizeUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}
