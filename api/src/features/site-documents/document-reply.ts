import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '@site/shared/server/served-files';

/**
 * Ours: crawlers and feed readers may keep a sitemap or a feed for this long
 * before asking again, and a shared cache for as long (then revalidates; the
 * ETag makes an unchanged one a body-less 304).
 */
export const SITE_DOCUMENT_MAX_AGE_SECONDS = 900;
export const SITE_DOCUMENT_CACHE_CONTROL = `public, max-age=${SITE_DOCUMENT_MAX_AGE_SECONDS}, must-revalidate`;

export interface SiteDocument {
  body: string;
  /** The full content type, charset included. */
  contentType: string;
  /** The newest date of what the document lists, when it has one: `Last-Modified`. */
  lastModified?: Date | undefined;
}

/** Sends a sitemap, feed or robots.txt with its type, a strong ETag and cache headers; a 304 when unchanged. */
export function sendSiteDocument(request: FastifyRequest, reply: FastifyReply, document: SiteDocument) {
  const etag = `"${createHash('sha1').update(document.body).digest('base64url')}"`;
  void reply.header('etag', etag).header('cache-control', SITE_DOCUMENT_CACHE_CONTROL);
  if (document.lastModified) void reply.header('last-modified', document.lastModified.toUTCString());
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(document.contentType).send(document.body);
}

/** The newest of some ISO dates (`YYYY-MM-DD` or full timestamps), as a Date; undefined for none. */
export function newestDate(dates: readonly (string | undefined)[]): Date | undefined {
  const times = dates.filter((date): date is string => Boolean(date)).map((date) => Date.parse(date));
  const valid = times.filter((time) => !Number.isNaN(time));
  return valid.length > 0 ? new Date(Math.max(...valid)) : undefined;
}
