import type { FastifyRequest } from 'fastify';

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** The origin a request was made to, as the visitor's browser names it. */
export function requestOrigin(request: Pick<FastifyRequest, 'protocol' | 'headers'>): string {
  return `${request.protocol}://${request.headers.host ?? ''}`;
}

/**
 * Whether a post comes from a page of this site (docs/decisions/010): its
 * Origin header, or its Referer's origin when a browser sent no Origin, is
 * the origin the request was made to or one of `siteOrigins` (SITE_ORIGINS).
 * A post that names neither is refused. Every form post the shell's host
 * takes (the forms, the wizard, the cookie banner) asks this one question.
 */
export function isSameSitePost(
  request: Pick<FastifyRequest, 'protocol' | 'headers'>,
  siteOrigins: readonly string[] = [],
): boolean {
  const { origin, referer } = request.headers;
  if (origin === 'null') return false;
  const from = originOf(origin ?? referer);
  if (!from) return false;
  return from === originOf(requestOrigin(request)) || siteOrigins.some((site) => originOf(site) === from);
}
