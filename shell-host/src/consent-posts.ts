// The cookie banner without JavaScript (docs/decisions/010): the banner is a form that posts the visitor's
// choice here; the shell's host stores it exactly as the banner's script does and sends the visitor back.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COHORT_COOKIE,
  CONSENT_POST_PATH,
  CONSENT_REJECTED_FRAGMENT,
  CONSENT_REJECT_CHOICE,
  consentCookie,
  consentPostFields,
  consentValues,
  expiredCookies,
} from '@site/shared/contracts';
import { isSameSitePost, requestOrigin } from './same-site.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** Ours: the banner's form is three short fields; anything longer is not from it. */
const BODY_LIMIT_BYTES = 4 * 1024;

const storedChoices = new Set<string>(Object.values(consentValues));

interface ConsentPostOptions {
  /** SITE_ORIGINS: origins the site is also served from (behind a proxy, say); the request's own origin always counts. */
  siteOrigins: readonly string[];
  now?: () => Date;
}

/**
 * The page the banner was posted from, as the visitor's browser addressed it: the Origin (or the Referer) a
 * same-site post always carries, so a proxy that ends TLS before this host still counts as https.
 */
export function postingPage(request: Pick<FastifyRequest, 'protocol' | 'headers'>): URL {
  for (const candidate of [request.headers.origin, request.headers.referer, requestOrigin(request)]) {
    if (!candidate || candidate === 'null') continue;
    try {
      return new URL(candidate);
    } catch {
      // The next candidate.
    }
  }
  return new URL('http://invalid.invalid');
}

/**
 * Reject all (clearSiteData in the shell): the cookies the request carries that expire (expiredCookies in shared);
 * all but the cohort cookie, which only keeps a visitor's pages on one set of versions during a canary
 * (docs/decisions/021), and which the shell's script cannot clear either.
 */
export function cookiesToExpire(cookieHeader: string | undefined): Set<string> {
  return new Set(
    (cookieHeader ?? '')
      .split(';')
      .map((pair) => pair.split('=')[0]?.trim() ?? '')
      .filter((name) => /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name) && name !== COHORT_COOKIE),
  );
}

/**
 * The path to go back to: a same-origin path with its query, nothing else (no scheme, no host, no `//`, no
 * backslash, no control character). Undefined for anything else.
 */
export function safeReturnPath(value: string | undefined): string | undefined {
  if (!value || value.length > 2048 || !value.startsWith('/') || /^\/[/\\]/.test(value)) return undefined;
  // Control characters would let a browser read the path differently from us.
  if (value.includes('\\') || Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f')) {
    return undefined;
  }
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  return url.origin === base ? `${url.pathname}${url.search}` : undefined;
}

function fieldOf(body: unknown, name: string): string | undefined {
  if (body instanceof URLSearchParams) return body.get(name) ?? undefined;
  if (body && typeof body === 'object') {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

/** Registers POST CONSENT_POST_PATH on the shell's host, in its own scope (its form parser stays in there). */
export async function registerConsentPosts(host: FastifyInstance, options: ConsentPostOptions): Promise<void> {
  const { siteOrigins } = options;
  const now = options.now ?? (() => new Date());
  await host.register(async (scope) => {
    if (!scope.hasContentTypeParser(FORM_TYPE)) {
      scope.addContentTypeParser(
        FORM_TYPE,
        { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
        (_request, body, done) => done(null, new URLSearchParams(body as string)),
      );
    }
    scope.post(CONSENT_POST_PATH, { bodyLimit: BODY_LIMIT_BYTES }, (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      if (!isSameSitePost(request, siteOrigins)) {
        return reply.code(403).type('text/plain; charset=utf-8').send('This form can only be sent from this site.');
      }
      const choice = fieldOf(request.body, consentPostFields.choice);
      const returnTo = safeReturnPath(fieldOf(request.body, consentPostFields.returnTo));
      if (!returnTo || !choice || (choice !== CONSENT_REJECT_CHOICE && !storedChoices.has(choice))) {
        return reply.code(400).type('text/plain; charset=utf-8').send('That is not a choice this form offers.');
      }
      if (choice === CONSENT_REJECT_CHOICE) {
        const pagePath = new URL(returnTo, 'http://site.invalid').pathname;
        const hostname = request.hostname.replace(/:\d+$/, '');
        reply.header('set-cookie', expiredCookies(cookiesToExpire(request.headers.cookie), hostname, pagePath));
        // Local storage can only be cleared by the browser: this asks it to (secure contexts, 127.0.0.1 included).
        reply.header('clear-site-data', '"storage"');
        return reply.redirect(`${returnTo}#${CONSENT_REJECTED_FRAGMENT}`, 303);
      }
      reply.header('set-cookie', consentCookie(choice, now(), postingPage(request)));
      return reply.redirect(returnTo, 303);
    });
  });
}
