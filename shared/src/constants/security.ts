import type { Static } from 'typebox';
import type { FormTokenResponseSchema } from '../api/schemas/submissions.ts';
// Ours (issue 20, items 6, 8, 9 and 11; docs/decisions/013): the words and limits of the site's protections, in
// one place. Tests import these rather than copying them.

/**
 * The API refuses a form submission without a token the shell's host (or the API itself) signed: the minimum fill
 * time runs from the token's signed time, never from a time the client sends (`startedAt`, kept for old clients and
 * ignored). Each reason has its own words; the client then fetches a fresh token and shows the spec's submit error.
 */
export const formTokenMessages = {
  missing: 'This form was sent without its form token. Reload the page and send it again.',
  forged: 'This form token was not issued by this site. Reload the page and send the form again.',
  expired: 'This form has expired. Reload the page and send it again.',
  future: 'This form token is dated in the future. Reload the page and send the form again.',
} as const;
export type FormTokenProblem = keyof typeof formTokenMessages;

/** `GET` this for a fresh form token (a form the browser rendered after in-site navigation has none from the page). */
export const FORM_TOKEN_PATH = '/api/forms/token';
/** What `GET FORM_TOKEN_PATH` answers. */
export type FormTokenResponse = Static<typeof FormTokenResponseSchema>;

/**
 * Server bundles (`server/server.cjs`) are for the shell's host only: a remote's host serves them to a request
 * carrying this header with SERVER_BUNDLE_TOKEN, and answers 404 to anyone else, as if there were none.
 */
export const SERVER_BUNDLE_TOKEN_HEADER = 'x-server-bundle-token';

/**
 * Build files no host publishes: source maps (kept beside the build, `<app>/source-maps/`), the federation
 * plugin's `mf-stats.json` (the build's whole module graph), and a server bundle asked for without the token.
 */
export const PRIVATE_BUILD_FILE = /(?:\.map|\/mf-stats\.json)(?:\.(?:br|gz))?$/;
/** A path inside an app's server build folder, at its root or under a published version. */
export const SERVER_BUILD_PATH = /^\/(?:[^/]+\/)?server\//;

/** The robots directive of the not-found page, and of a detail page whose slug does not exist. */
export const NOT_FOUND_ROBOTS = 'noindex';
