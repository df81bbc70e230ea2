// The remotes' own answers to what is not a page (docs/decisions/010, 041): a form posted without JavaScript, the
// application wizard's steps and saves. The host parses the request, refuses one from another site, and runs the
// handler of the remote's pinned version, as it renders that version's pages; it holds none of their rules.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FORM_ID_FIELD,
  FORM_POST_MAX_BODY_BYTES,
  FORM_POST_MAX_MULTIPART_BYTES,
  formPostMessages,
  handlerRouteKey,
  parseCookies,
  remoteNames,
} from '@site/shared/contracts';
import type {
  ApiOutcome,
  FormPageState,
  HandlerContext,
  HandlerRequest,
  HandlerResult,
  PostedFile,
  ReleaseManifest,
  RemoteName,
  RemoteServerHandlers,
  ServerHandler,
} from '@site/shared/contracts';
import { resolveRoute } from '@site/shared/resolve-route';
import { checkFormToken, signFormToken } from '@site/shared/server/form-token';
import { isSameSitePost } from './same-site.ts';
import { isLeadPath } from './lead-sender.ts';
import type { LeadSender } from './lead-sender.ts';

/** Ours: how long a handler's call to the API may take before the visitor sees the form's error. */
export const HANDLER_API_TIMEOUT_MS = 10_000;

/** Renders the page at the request's address with a form state and status (the host's page renderer). */
export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  formState?: FormPageState,
  status?: number,
) => Promise<unknown>;

type FindHandler = (
  releases: ReleaseManifest,
  remotes: readonly RemoteName[],
  pick: (handlers: RemoteServerHandlers) => ServerHandler | undefined,
) => Promise<{ remote: RemoteName; handler: ServerHandler } | undefined>;

export interface RemoteHandlersOptions {
  apiOrigin: string;
  /** FORM_TOKEN_SECRET: the handlers sign and check the forms' tokens with it. */
  secret: string;
  /** SITE_ORIGINS: posts from these pages are the site's own, beside the request's own origin. */
  siteOrigins: readonly string[];
  sendPage: SendPage;
  /** The versions the visitor's pages are rendered with; undefined when the host has none. */
  releasesFor(request: FastifyRequest): Promise<ReleaseManifest | undefined>;
  findHandler: FindHandler;
  /** Told of every request a remote's handler runs for, with its release and remote (the host's failure signals). */
  ran?: (request: FastifyRequest, releases: ReleaseManifest, remote: RemoteName) => void;
  /** Leads go through the host's sender: tried again, spooled when the API is away (docs/decisions/043). */
  leads?: LeadSender;
  now?: () => number;
}

/** A body as the API is sent it: JSON, or a multipart form with its boundary. */
async function encodedBody(body: unknown): Promise<{ contentType: string; bytes: Buffer }> {
  if (body instanceof FormData) {
    const request = new Request('http://host/', { method: 'POST', body });
    return {
      contentType: request.headers.get('content-type') ?? 'multipart/form-data',
      bytes: Buffer.from(await request.arrayBuffer()),
    };
  }
  return { contentType: 'application/json', bytes: Buffer.from(JSON.stringify(body)) };
}

/** A form's text fields (the last value of a repeated name) and its non-empty files. */
export async function readForm(body: Buffer, contentType: string): Promise<NonNullable<HandlerRequest['form']>> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  const files: Record<string, PostedFile> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (value.name !== '' && value.size > 0) {
      files[name] = {
        name: value.name,
        type: value.type,
        size: value.size,
        bytes: new Uint8Array(await value.arrayBuffer()),
      };
    }
  }
  return { fields, files };
}

/**
 * The remote whose paths a path is under: the owner of the page route it is, or of the nearest page route above it
 * (`/apply-now/draft` is careers', as `/apply-now` is).
 */
export function ownerOfPath(pathname: string): RemoteName | undefined {
  for (let path = pathname; path !== ''; path = path.slice(0, path.lastIndexOf('/'))) {
    const resolution = resolveRoute(path);
    if (resolution.kind === 'page') {
      const { owner } = resolution.route;
      return (remoteNames as readonly string[]).includes(owner) ? (owner as RemoteName) : undefined;
    }
  }
  return undefined;
}

/**
 * A lead's idempotency key made from what the visitor posted (docs/decisions/043): a form posted twice, by the
 * visitor or by a balancer trying another host, is one submission, stored once. In a key's form (a UUID v4).
 */
export function postedLeadKey(posted: Buffer, url: string, apiPath: string, nth: number): string {
  const hash = createHash('sha256')
    .update(url)
    .update('\n')
    .update(apiPath)
    .update(`\n${nth}\n`)
    .update(posted)
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x40;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** What a handler is given to reach the API as the visitor, sign tokens and log. */
function handlerContext(
  options: RemoteHandlersOptions,
  request: FastifyRequest,
  log: FastifyBaseLogger,
): HandlerContext {
  const sent = new Map<string, number>();
  const now = options.now ?? Date.now;
  const call = (path: string, init: RequestInit) =>
    fetch(`${options.apiOrigin}${path}`, {
      ...init,
      signal: AbortSignal.timeout(HANDLER_API_TIMEOUT_MS),
      // The API rate-limits per visitor, so it must see the visitor's address (as this host read it), not ours.
      headers: { ...(init.headers as Record<string, string> | undefined), 'x-forwarded-for': request.ip },
    });
  return {
    now,
    async read<T>(path: string) {
      try {
        const response = await call(path, { method: 'GET' });
        if (response.ok) return (await response.json()) as T;
        if (response.status >= 500) log.warn({ path, status: response.status }, 'the API failed a read');
      } catch (error) {
        log.warn({ path, err: error }, 'the API could not be read');
      }
      return undefined;
    },
    async send(method, path, body): Promise<ApiOutcome> {
      const { leads } = options;
      if (leads && method === 'POST' && isLeadPath(new URL(path, 'http://host').pathname)) {
        const encoded = await encodedBody(body);
        const nth = (sent.get(path) ?? 0) + 1;
        sent.set(path, nth);
        const posted = Buffer.isBuffer(request.body) ? request.body : undefined;
        const answer = await leads.send({
          path,
          contentType: encoded.contentType,
          body: encoded.bytes,
          clientAddress: request.ip,
          ...(posted ? { idempotencyKey: postedLeadKey(posted, request.url, path, nth) } : {}),
        });
        if (answer.status < 300) return { kind: 'done', status: answer.status, body: answer.body };
        if (answer.status < 500) return { kind: 'refused', status: answer.status, body: answer.body };
        return { kind: 'failed', reason: `the API answered ${answer.status}` };
      }
      const multipart = body instanceof FormData;
      try {
        const response = await call(path, {
          method,
          ...(body === undefined
            ? {}
            : multipart
              ? { body }
              : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        });
        const answer: unknown = await response.json().catch(() => undefined);
        if (response.ok) return { kind: 'done', status: response.status, body: answer };
        if (response.status < 500) return { kind: 'refused', status: response.status, body: answer };
        return { kind: 'failed', reason: `the API answered ${response.status}` };
      } catch (error) {
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
    formTokens: {
      sign: (issuedAt) => signFormToken(options.secret, issuedAt),
      check: (token) => checkFormToken(token, options.secret, now()),
    },
    log: {
      warn: (message, detail) => log.warn(detail ?? {}, message),
      error: (message, detail) => log.error(detail ?? {}, message),
    },
  };
}

/** Writes a handler's answer: the page rendered with its state, a redirect, or JSON. */
async function answer(
  options: RemoteHandlersOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  result: HandlerResult,
) {
  if (result.cookies?.length) void reply.header('set-cookie', [...result.cookies]);
  if (result.kind === 'page') return options.sendPage(request, reply, result.state, result.status);
  if (result.kind === 'redirect') return reply.redirect(result.location, result.status ?? 303);
  void reply.code(result.status).header('cache-control', 'no-store');
  return result.body === undefined ? reply.send() : reply.send(result.body);
}

function handlerRequest(request: FastifyRequest, extra: Pick<HandlerRequest, 'form' | 'json'>): HandlerRequest {
  return {
    method: request.method as HandlerRequest['method'],
    url: request.url,
    cookies: parseCookies(request.headers.cookie),
    secure: request.protocol === 'https',
    ...extra,
  };
}

export function createRemoteHandlers(options: RemoteHandlersOptions) {
  /** Runs a handler of the visitor's pinned versions; false when there is none to run. */
  async function run(
    request: FastifyRequest,
    reply: FastifyReply,
    remotes: readonly RemoteName[],
    pick: (handlers: RemoteServerHandlers) => ServerHandler | undefined,
    extra: Pick<HandlerRequest, 'form' | 'json'>,
  ): Promise<{ ran: false } | { ran: true; sent: unknown }> {
    const releases = await options.releasesFor(request);
    if (!releases) return { ran: false };
    const found = await options.findHandler(releases, remotes, pick);
    if (!found) return { ran: false };
    options.ran?.(request, releases, found.remote);
    const log = request.log.child({ remote: found.remote, releaseId: releases.releaseId });
    const result = await found.handler(handlerRequest(request, extra), handlerContext(options, request, log));
    if (!result) return { ran: false };
    return { ran: true, sent: await answer(options, request, reply, result) };
  }

  const routeOf = (request: FastifyRequest) => {
    const { pathname } = new URL(request.url, 'http://host');
    const owner = ownerOfPath(pathname);
    const key = handlerRouteKey(request.method, pathname);
    return { owners: owner ? [owner] : [], pick: (handlers: RemoteServerHandlers) => handlers.routes?.[key] };
  };

  const crossSite = (request: FastifyRequest, reply: FastifyReply, asText: boolean) => {
    if (isSameSitePost(request, options.siteOrigins)) return false;
    void (asText
      ? reply.code(403).type('text/plain; charset=utf-8').send(formPostMessages.crossSite)
      : reply.code(403).send({ status: 0, message: formPostMessages.crossSite }));
    return true;
  };

  /** A form posted natively to any page: the handler of the remote whose form it names. */
  async function postForm(request: FastifyRequest, reply: FastifyReply) {
    if (crossSite(request, reply, true)) return reply;
    const form = await readForm(request.body as Buffer, request.headers['content-type'] ?? '');
    const formId = form.fields[FORM_ID_FIELD];
    if (formId === undefined) return reply.code(404).send();
    const outcome = await run(request, reply, remoteNames, (handlers) => handlers.forms?.[formId], { form });
    return outcome.ran ? outcome.sent : reply.code(404).send();
  }

  /** PUT and DELETE on a remote's own path (the wizard's saves). */
  async function change(request: FastifyRequest, reply: FastifyReply) {
    if (crossSite(request, reply, false)) return reply;
    const { owners, pick } = routeOf(request);
    const outcome = await run(request, reply, owners, pick, { json: request.body });
    return outcome.ran ? outcome.sent : reply.code(404).send({ status: 0, message: 'Not found.' });
  }

  return {
    /** Registers the posts and saves, in a scope of their own (their body parsers do not reach the /api proxy). */
    async register(host: FastifyInstance) {
      await host.register(async (scope) => {
        const asBuffer = (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) =>
          done(null, body);
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'buffer', bodyLimit: FORM_POST_MAX_BODY_BYTES },
          asBuffer,
        );
        scope.addContentTypeParser(
          'multipart/form-data',
          { parseAs: 'buffer', bodyLimit: FORM_POST_MAX_MULTIPART_BYTES },
          asBuffer,
        );
        scope.post('/', postForm);
        scope.post('/*', postForm);
        scope.put('/*', change);
        scope.delete('/*', change);
      });
    },

    /**
     * A GET the owning remote answers itself before the page (the job page's Apply Now, a saved draft); false when
     * it leaves the page to be rendered as everyone gets it.
     */
    async get(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const { owners, pick } = routeOf(request);
      if (owners.length === 0) return false;
      return (await run(request, reply, owners, pick, {})).ran;
    },
  };
}
