// What a remote's server bundle answers besides its pages (docs/decisions/041): the form posts, the application
// wizard's steps and saves, the case-study download. The shell's host runs the pinned version's handler exactly as
// it renders that version's pages, so a team that ships a version changes its JavaScript and its no-JavaScript paths
// at once. The host parses the request, checks it came from the site, and writes the answer; the handler holds the
// remote's rules. Node-safe: no React, no DOM.
import type { FormPageState } from '../config/server-render.ts';
import type { FormTokenProblem } from '../constants/security.ts';

/** A file a form posted (a non-empty file input). */
export interface PostedFile {
  /** The name the browser sent. */
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array<ArrayBuffer>;
}

/** A request the host hands a remote's handler. */
export interface HandlerRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path and query it was made to. */
  url: string;
  cookies: Readonly<Record<string, string>>;
  /** Whether the visitor's connection is https (TLS here, or at a proxy the host trusts): cookies are Secure. */
  secure: boolean;
  /** A form post: its text fields (the first value of a repeated name) and its non-empty files, by field name. */
  form?: { fields: Readonly<Record<string, string>>; files: Readonly<Record<string, PostedFile>> };
  /** A JSON body (the wizard's saves with JavaScript). */
  json?: unknown;
}

export type TokenCheck = { ok: true; issuedAt: number } | { ok: false; reason: FormTokenProblem };

/** The outcome of sending something to the API for a visitor (a lead, an upload, a draft). */
export type ApiOutcome =
  /** The API answered 2xx. */
  | { kind: 'done'; status: number; body: unknown }
  /** The API answered 4xx: it refused what was sent (its `errors`, its message). */
  | { kind: 'refused'; status: number; body: unknown }
  /** The API could not be reached or failed (5xx, a time-out). */
  | { kind: 'failed'; reason: string };

/** What the host gives a handler: the API as the visitor, the form tokens, the clock, a log. */
export interface HandlerContext {
  now(): number;
  /** GET from the API as this visitor: the body of a 2xx answer, else undefined (logged). */
  read<T>(path: string): Promise<T | undefined>;
  /** POST, PUT or DELETE to the API as this visitor, a JSON body or a multipart one (`FormData`). */
  send(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiOutcome>;
  formTokens: {
    /** A token signed at `issuedAt` (epoch ms). */
    sign(issuedAt: number): string;
    check(token: string | undefined): TokenCheck;
  };
  log: {
    warn(message: string, detail?: Readonly<Record<string, unknown>>): void;
    error(message: string, detail?: Readonly<Record<string, unknown>>): void;
  };
}

/** What a handler answers; `cookies` are Set-Cookie values. */
export type HandlerResult = (
  | /** The page at the request's address, rendered with this form state (a refused post, a draft). */
    { kind: 'page'; state: FormPageState; status?: number }
  | { kind: 'redirect'; location: string; status?: 302 | 303 }
  | { kind: 'json'; status: number; body?: unknown }
) & { cookies?: readonly string[] };

/** A handler; one for a GET may answer undefined: render the page as everyone gets it. */
export type ServerHandler = (request: HandlerRequest, context: HandlerContext) => Promise<HandlerResult | undefined>;

/** What a remote's server bundle exports as `handlers`. */
export interface RemoteServerHandlers {
  /** A native form post, by the form id it carries (FORM_ID_FIELD), to whichever page it was posted from. */
  forms?: Readonly<Record<string, ServerHandler>>;
  /** Other requests to its own paths, by `METHOD /path` (`GET /apply-now`, `PUT /apply-now/draft`). */
  routes?: Readonly<Record<string, ServerHandler>>;
}

/** The key of a route handler. */
export const handlerRouteKey = (method: string, pathname: string) => `${method.toUpperCase()} ${pathname}`;
