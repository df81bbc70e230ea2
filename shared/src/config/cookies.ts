// Node-safe: the shell's host and the browser read cookies the same way.

/**
 * `name=value; name2=value2` (a Cookie header, or `document.cookie`) as a map
 * of decoded values. The first of a name wins; an empty value counts as none.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 1) continue;
    const name = pair.slice(0, separator).trim();
    const raw = pair.slice(separator + 1).trim();
    if (!raw) continue;
    try {
      cookies[name] ??= decodeURIComponent(raw);
    } catch {
      cookies[name] ??= raw;
    }
  }
  return cookies;
}
