import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { FORM_ID_FIELD, FORM_TOKEN_FIELD, formPostMessages, handlerRouteKey } from '@site/shared/contracts';
import type {
  FormPageState,
  HandlerContext,
  HandlerRequest,
  ReleaseManifest,
  RemoteName,
  RemoteServerHandlers,
} from '@site/shared/contracts';
import { checkFormToken } from '@site/shared/server/form-token';
import { createRemoteHandlers, ownerOfPath, readForm } from './remote-handlers.ts';

const SECRET = 'test-secret';
const SITE = 'http://localhost:80';
const releases = { remotes: [] } as unknown as ReleaseManifest;

describe('a form post as the host reads it', () => {
  it('reads urlencoded fields, the last value of a repeated name', async () => {
    const body = Buffer.from('firstname=Ravi+Kumar&email=a%40b.co&email=c%40d.co');
    expect(await readForm(body, 'application/x-www-form-urlencoded')).toEqual({
      fields: { firstname: 'Ravi Kumar', email: 'c@d.co' },
      files: {},
    });
  });

  it('reads multipart fields and files; an empty file input is no file', async () => {
    const form = new FormData();
    form.append('name', 'Asha');
    form.append('resume', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
    form.append('image_url', new Blob([]), '');
    const request = new Request('http://host/', { method: 'POST', body: form });
    const read = await readForm(Buffer.from(await request.arrayBuffer()), request.headers.get('content-type') ?? '');
    expect(read.fields.name).toBe('Asha');
    expect(Object.keys(read.files)).toEqual(['resume']);
    expect(read.files.resume).toMatchObject({ name: 'cv.pdf', type: 'application/pdf', size: 8 });
    expect(Buffer.from(read.files.resume?.bytes ?? []).toString()).toBe('%PDF-1.4');
  });
});

describe('the remote that owns a path', () => {
  it("is the page route's owner, or the owner of the nearest page route above it", () => {
    expect(ownerOfPath('/apply-now')).toBe('careers');
    expect(ownerOfPath('/apply-now/draft')).toBe('careers');
    expect(ownerOfPath('/book-free-consultation-call')).toBe('forms');
    expect(ownerOfPath('/404')).toBeUndefined();
  });
});

describe("the host running the pinned remotes' handlers", () => {
  let api: FastifyInstance;
  let host: FastifyInstance;
  let rendered: { state: FormPageState | undefined; status: number | undefined }[];
  let seen: { remote: RemoteName; request: HandlerRequest; forwardedFor?: string }[];
  /** The handlers each remote's pinned server bundle exports. */
  const bundles: Partial<Record<RemoteName, RemoteServerHandlers>> = {};

  const record = (remote: RemoteName) => async (request: HandlerRequest, context: HandlerContext) => {
    const ping = await context.read<{ forwardedFor: string }>('/api/ping');
    seen.push({ remote, request, ...(ping ? { forwardedFor: ping.forwardedFor } : {}) });
    return undefined;
  };

  beforeAll(async () => {
    api = Fastify();
    api.get('/api/ping', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] }));
    const apiOrigin = await api.listen({ port: 0, host: '127.0.0.1' });
    bundles.forms = {
      forms: {
        consultation: async (request, context) => {
          await record('forms')(request, context);
          if (request.form?.fields.email === 'refused@') {
            return { kind: 'page', status: 422, state: { token: context.formTokens.sign(context.now()) } };
          }
          return { kind: 'redirect', location: '/book-free-consultation-call/thankyou', status: 303 };
        },
      },
    };
    bundles.careers = {
      forms: { 'apply-now': record('careers') as never },
      routes: {
        [handlerRouteKey('GET', '/apply-now')]: async (request) =>
          new URL(request.url, 'http://host').searchParams.has('opening')
            ? { kind: 'redirect', location: '/apply-now', status: 303, cookies: ['chosen=1; Path=/'] }
            : undefined,
        [handlerRouteKey('PUT', '/apply-now/draft')]: async (request) => ({
          kind: 'json',
          status: 200,
          body: { saved: request.json },
          cookies: ['draft=1; Path=/apply-now; HttpOnly'],
        }),
      },
    };
    host = Fastify();
    const handlers = createRemoteHandlers({
      apiOrigin,
      secret: SECRET,
      siteOrigins: [],
      releasesFor: async () => releases,
      findHandler: async (_releases, remotes, pick) => {
        for (const remote of remotes) {
          const handler = bundles[remote] && pick(bundles[remote]);
          if (handler) return { remote, handler };
        }
        return undefined;
      },
      sendPage: async (_request, reply, state, status) => {
        rendered.push({ state, status });
        return reply
          .code(status ?? 200)
          .type('text/html')
          .send('<p>page</p>');
      },
    });
    await handlers.register(host);
    host.get('/*', async (request, reply) => ((await handlers.get(request, reply)) ? reply : reply.send('the page')));
  });
  afterAll(async () => {
    await host.close();
    await api.close();
  });
  beforeEach(() => {
    rendered = [];
    seen = [];
  });

  const post = (url: string, fields: Record<string, string>, origin: string | null = SITE) =>
    host.inject({
      method: 'POST',
      url,
      remoteAddress: '203.0.113.9',
      headers: {
        host: 'localhost:80',
        'content-type': 'application/x-www-form-urlencoded',
        ...(origin === null ? {} : { origin }),
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it('runs the handler of the remote whose form a post names, from any page, as the visitor, and writes its redirect', async () => {
    const response = await post('/about', { [FORM_ID_FIELD]: 'consultation', email: 'asha@example.com' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/book-free-consultation-call/thankyou');
    expect(seen).toEqual([
      {
        remote: 'forms',
        forwardedFor: '203.0.113.9',
        request: expect.objectContaining({
          method: 'POST',
          url: '/about',
          secure: false,
          form: { fields: { [FORM_ID_FIELD]: 'consultation', email: 'asha@example.com' }, files: {} },
        }),
      },
    ]);
  });

  it("renders the page with the handler's form state and status, its token one the host's secret signed", async () => {
    const response = await post('/book-free-consultation-call', { [FORM_ID_FIELD]: 'consultation', email: 'refused@' });
    expect(response.statusCode).toBe(422);
    expect(rendered).toHaveLength(1);
    expect(checkFormToken(rendered[0]?.state?.token, SECRET, Date.now()).ok).toBe(true);
  });

  it('refuses a post from another site, or naming no origin, before any handler runs; 404 for a form no remote has', async () => {
    for (const origin of ['https://evil.example', null]) {
      const response = await post('/about', { [FORM_ID_FIELD]: 'consultation' }, origin);
      expect(response.statusCode).toBe(403);
      expect(response.body).toBe(formPostMessages.crossSite);
    }
    expect((await post('/about', { [FORM_ID_FIELD]: 'guide-comment', [FORM_TOKEN_FIELD]: 'x' })).statusCode).toBe(404);
    expect((await post('/about', { email: 'x' })).statusCode).toBe(404);
    expect(seen).toEqual([]);
  });

  it('answers a GET the owning remote handles, with its cookies, and renders the page when it leaves it', async () => {
    const chosen = await host.inject({ method: 'GET', url: '/apply-now?opening=claims' });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers['set-cookie']).toEqual(['chosen=1; Path=/']);
    expect((await host.inject({ method: 'GET', url: '/apply-now' })).body).toBe('the page');
    expect((await host.inject({ method: 'GET', url: '/about' })).body).toBe('the page');
  });

  it("runs a remote's JSON route for its own path only, same-site only", async () => {
    const headers = { host: 'localhost:80', origin: SITE };
    const saved = await host.inject({ method: 'PUT', url: '/apply-now/draft', headers, payload: { step: 1 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ saved: { step: 1 } });
    expect(saved.headers['set-cookie']).toEqual(['draft=1; Path=/apply-now; HttpOnly']);
    expect(saved.headers['cache-control']).toBe('no-store');
    const crossSite = await host.inject({
      method: 'PUT',
      url: '/apply-now/draft',
      headers: { ...headers, origin: 'https://evil.example' },
      payload: { step: 1 },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ status: 0, message: formPostMessages.crossSite });
    expect((await host.inject({ method: 'DELETE', url: '/apply-now/draft', headers })).statusCode).toBe(404);
    expect((await host.inject({ method: 'PUT', url: '/about/draft', headers, payload: {} })).statusCode).toBe(404);
  });
});
