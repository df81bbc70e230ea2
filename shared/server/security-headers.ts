// The security headers of the shell's host and the remotes' hosts (issue 20, item 1; docs/decisions/012).
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ASSET_CONTENT_SECURITY_POLICY,
  permissionsPolicy,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../src/config/security-policy.ts';
import { helmetHeaders } from './helmet-headers.ts';

/**
 * Whether the response goes out over https: TLS ends at this host, or the request names a site origin
 * (SITE_ORIGINS) that is https, as a request does that a TLS-terminating proxy in front forwards with its Host.
 * Browsers ignore HSTS received over http, so a plain-http host (the local site) does not send it.
 */
export function servedOverHttps(
  request: Pick<FastifyRequest, 'protocol' | 'headers'>,
  siteOrigins: readonly string[],
): boolean {
  if (request.protocol === 'https') return true;
  const host = request.headers.host;
  if (!host) return false;
  return siteOrigins.some((site) => {
    try {
      const url = new URL(site);
      return url.protocol === 'https:' && url.host === host.toLowerCase();
    } catch {
      return false;
    }
  });
}

/** The Access-Control-Allow-Origin a request from `origin` gets: its own origin when it is one of the site's, else none. */
export function allowedCorsOrigin(origin: string | undefined, corsOrigins: readonly string[]): string | undefined {
  return origin !== undefined && corsOrigins.includes(origin) ? origin : undefined;
}

interface SecurityHeadersOptions {
  /** The shell's files are for its own pages; a remote's are loaded by the shell's pages on another origin. */
  crossOrigin: boolean;
  /** SITE_ORIGINS: an https one makes its requests count as served over https (HSTS). */
  siteOrigins: readonly string[];
  /** VIDEO_PLAYER_ORIGIN: the player that gets the iframe features; none when unset. */
  videoPlayerOrigin: string | undefined;
}

/**
 * Sends on every response of the host: nosniff, the referrer policy, no framing (X-Frame-Options for browsers
 * without frame-ancestors), cross-origin isolation of windows, the Permissions-Policy, HSTS over https, and the
 * strict policy of a response that is not a page. The shell's pages replace that policy with their own
 * (`pageContentSecurityPolicy`), which names the page's inline elements' hashes and the release's remotes.
 */
export function installSecurityHeaders(
  host: FastifyInstance,
  { crossOrigin, siteOrigins, videoPlayerOrigin }: SecurityHeadersOptions,
) {
  const permissions = permissionsPolicy(videoPlayerOrigin);
  // Helmet's headers, worked out once, as the API's (docs/decisions/038). On the raw response, where the page
  // routes replace the content security policy.
  const standardHeaders = Object.entries(
    helmetHeaders({
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      referrerPolicy: { policy: REFERRER_POLICY },
      xFrameOptions: { action: 'deny' },
      crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    }),
  );
  host.addHook('onRequest', (request, reply, done) => {
    const response: ServerResponse = reply.raw;
    for (const [name, value] of standardHeaders) response.setHeader(name, value);
    response.setHeader('permissions-policy', permissions);
    response.setHeader('content-security-policy', ASSET_CONTENT_SECURITY_POLICY);
    if (servedOverHttps(request, siteOrigins))
      response.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}
