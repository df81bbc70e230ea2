// The security headers every host of the site sends (issue 20, item 1; docs/decisions/012). Node-safe: the hosts
// build their headers from this, and the unit and end-to-end tests check the headers against the same names.

/** Issue 20: the referrer a page's requests carry. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Ours: how long a browser keeps to https once it has seen the site over https (one year, the usual floor). */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;
/** The Strict-Transport-Security value, sent only on responses served over https. */
export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;

/**
 * The video host every client video of the content is on (testimonials, life stories, podcast episodes). Whether
 * its player can be reached from a deployment is configuration: `VIDEO_PLAYER_ORIGIN` (SiteConfig's
 * `videoPlayerOrigin`), the one origin pages may then frame; unset, videos show their poster and a note instead.
 */
export const VIDEO_PLAYER_ORIGIN = 'https://player.videohost.example';

/**
 * Ours: the Permissions-Policy. The features the video player's iframe asks for (`allow="autoplay; fullscreen;
 * picture-in-picture"`) go to the page and the configured player; every other powerful feature is off for everyone.
 */
export function permissionsPolicy(videoPlayerOrigin: string | undefined): string {
  const player = videoPlayerOrigin ? `self "${videoPlayerOrigin}"` : 'self';
  return [
    `autoplay=(${player})`,
    `fullscreen=(${player})`,
    `picture-in-picture=(${player})`,
    ...POWERFUL_FEATURES.map((feature) => `${feature}=()`),
  ].join(', ');
}

const POWERFUL_FEATURES = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Every CSP directive the site's policies use, by name. */
export type CspDirective =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'style-src-attr'
  | 'connect-src'
  | 'img-src'
  | 'font-src'
  | 'media-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type CspDirectives = Partial<Record<CspDirective, readonly string[]>>;

/** The directives every policy of the site ends with: no plugin content, no <base>, and no framing by anyone. */
export const CSP_LOCKDOWN: CspDirectives = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * What the remotes' hosts and the shell's files other than its pages answer with: scripts, stylesheets, JSON,
 * images. None of it is a page, so opened as a document it may load and run nothing.
 */
export const ASSET_CONTENT_SECURITY_POLICY = serializeCsp({
  'default-src': ["'none'"],
  'form-action': ["'none'"],
  ...CSP_LOCKDOWN,
});

/** What goes into one page's policy besides the fixed parts. */
export interface PagePolicySources {
  /**
   * The page's inline scripts and `<style>` elements, each allowed by the hash of its text (`'sha256-…'`,
   * docs/decisions/022): the same page always has the same policy, so a shared cache may keep both.
   */
  inlineHashes: { scripts: readonly string[]; styles: readonly string[] };
  /** Where the remotes' builds are hosted: configured (REMOTE_*_ORIGIN) and named by the release manifest. */
  remoteOrigins: readonly string[];
  /** The configured third-party scripts (tag manager, analytics, pixel, review widget): each address exactly. */
  thirdPartyScripts: readonly string[];
  /** The configured video player (VIDEO_PLAYER_ORIGIN): the one origin pages may frame; none when unset. */
  videoPlayerOrigin?: string | undefined;
}

/** A URL as an origin source (`scheme://host[:port]`); undefined when it does not parse. */
export function originSource(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * A configured script address as a CSP source that allows that one file: origin and path, without the query
 * (CSP sources cannot carry one, and matching ignores it). `;` and `,` would end the directive, so they are
 * escaped; the browser compares the path percent-decoded.
 */
export function scriptUrlSource(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return parsed.origin + parsed.pathname.replace(/;/g, '%3B').replace(/,/g, '%2C');
  } catch {
    return undefined;
  }
}

function distinct(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))].sort();
}

/**
 * The policy of one page of the site (docs/decisions/012, 022). Scripts: the shell's own, the page's inline
 * scripts by their hashes, the remotes' hosts, and each configured third-party script exactly; no
 * 'unsafe-inline', no 'unsafe-eval'. Style elements and stylesheets the same way; style attributes (React's
 * `style` props, which server rendering writes into the HTML) are allowed on their own directive.
 */
export function pageContentSecurityPolicy({
  inlineHashes,
  remoteOrigins,
  thirdPartyScripts,
  videoPlayerOrigin,
}: PagePolicySources): string {
  const remotes = distinct(remoteOrigins.map(originSource));
  const thirdPartyFiles = distinct(thirdPartyScripts.map(scriptUrlSource));
  const thirdPartyOrigins = distinct(thirdPartyScripts.map(originSource));
  return serializeCsp({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...distinct(inlineHashes.scripts), ...remotes, ...thirdPartyFiles],
    'style-src': ["'self'", ...distinct(inlineHashes.styles), ...remotes],
    'style-src-attr': ["'unsafe-inline'"],
    'connect-src': ["'self'", ...distinct([...remotes, ...thirdPartyOrigins])],
    'img-src': ["'self'", 'data:', ...distinct([...remotes, ...thirdPartyOrigins])],
    'font-src': ["'self'", 'data:', ...remotes],
    'media-src': ["'self'"],
    'frame-src': videoPlayerOrigin ? [videoPlayerOrigin] : ["'none'"],
    'form-action': ["'self'"],
    ...CSP_LOCKDOWN,
  });
}

/** The header value: `name source source; name source`. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...(sources ?? [])].join(' '))
    .join('; ');
}

/** A policy header read back into its directives (what the tests check a response against). */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
