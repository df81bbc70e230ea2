import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiMessages } from '@site/shared/contracts';
import type {
  GuideDetailResponse,
  GuideListResponse,
  MenuDataResponse,
  NewsDetailResponse,
} from '@site/shared/contracts';
import type { Db } from '../../db/database.ts';
import { CONTENT_CACHE_CONTROL } from '../../http/response-cache.ts';
import { createTestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { insertContent, parseContentSeed } from './content-seed.ts';
import { contentTypes } from './content-types.ts';

const siteOrigin = 'http://127.0.0.1:3000';
let testApp: Awaited<ReturnType<typeof createTestApp>>;
/** An editor's own connection to the API's database, as a sqlite3 or psql session would be. */
let editor: Db;

beforeAll(async () => {
  testApp = await createTestApp({ SITE_ORIGINS: siteOrigin });
  editor = await testApp.openDatabase();
});
afterAll(async () => {
  await editor.close();
  await testApp.close();
});

/**
 * Waits until the API knows the revision an editor's change committed (its release manifest carries it). On SQLite
 * that is from the API's next turn of its event loop (the requests of one turn share a read, docs/decisions/030); on
 * PostgreSQL, once the change's NOTIFY has reached the API's LISTEN.
 */
async function heard(timeoutMs = 2000): Promise<void> {
  const committed = (await editor.get<{ revision: number }>('SELECT revision FROM content_revision'))?.revision;
  const deadline = Date.now() + timeoutMs;
  await new Promise(setImmediate);
  for (;;) {
    const manifest = (await get('/api/releases/production')).json<{ contentRevision: number }>();
    if (manifest.contentRevision === committed) return;
    if (testEngine() === 'sqlite' || Date.now() > deadline) {
      throw new Error(`the API serves revision ${manifest.contentRevision}, not ${committed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { origin: siteOrigin, ...headers } });

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("default-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['access-control-allow-origin']).toBe(siteOrigin);
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('public content responses', () => {
  it('repeat the identical body with a strong ETag, revalidated on every use, security headers included', async () => {
    const first = await get('/api/guide/data?page=1');
    const second = await get('/api/guide/data?page=1');
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(String(first.headers.etag)).toMatch(/^"[\w-]+"$/);
    expect(second.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(first.headers);
    expectSecurityHeaders(second.headers);
  });

  it('answer a matching If-None-Match with 304 and no body', async () => {
    const { headers } = await get('/api/menu/data');
    const revalidated = await get('/api/menu/data', { 'if-none-match': String(headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(headers.etag);
    expectSecurityHeaders(revalidated.headers);
  });

  it('differ by query string', async () => {
    const one = await get('/api/guide/data?page=1');
    const two = await get('/api/guide/data?page=2');
    expect(two.json<GuideListResponse>().data.current_page).toBe(2);
    expect(two.body).not.toBe(one.body);
    expect(two.headers.etag).not.toBe(one.headers.etag);
    expect((await get('/api/guide/data?page=2', { 'if-none-match': String(one.headers.etag) })).statusCode).toBe(200);
  });

  it('still refuse an invalid query and answer an unknown slug with 404, without an ETag', async () => {
    const invalid = await get('/api/guide/data?page=0');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers.etag).toBeUndefined();
    const unknown = await get('/api/guide/detail/no-such-guide');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.etag).toBeUndefined();
  });
});

describe('a change to content', () => {
  it('made in the database by an editor shows on the next request, sanitized, under a new ETag', async () => {
    const list = (await get('/api/guide/data')).json<GuideListResponse>();
    const slug = list.data.data[0]?.slug ?? '';
    const before = await get(`/api/guide/detail/${slug}`);
    expect((await get(`/api/guide/detail/${slug}`)).headers.etag).toBe(before.headers.etag);

    const { data } = (await editor.get<{ data: string }>(
      "SELECT data FROM content_items WHERE type = 'guide' AND slug = ?",
      [slug],
    )) ?? { data: '{}' };
    const rewritten = { ...(JSON.parse(data) as object), description: '<p>Rewritten</p><script>alert(1)</script>' };
    await editor.run("UPDATE content_items SET data = ? WHERE type = 'guide' AND slug = ?", [
      JSON.stringify(rewritten),
      slug,
    ]);
    await heard();

    const after = await get(`/api/guide/detail/${slug}`);
    expect(after.json<GuideDetailResponse>().data.guide.description).toBe('<p>Rewritten</p>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await get(`/api/guide/detail/${slug}`, { 'if-none-match': String(before.headers.etag) });
    expect(stale.statusCode).toBe(200);
  });

  it('made by a seed load adds the item to the lists and the menu, and a delete removes it', async () => {
    const total = (await get('/api/guide/data')).json<GuideListResponse>().data.total;
    const menuBefore = await get('/api/menu/data');
    const template = JSON.parse(
      (await editor.get<{ data: string }>("SELECT data FROM content_items WHERE type = 'guide' ORDER BY id LIMIT 1"))
        ?.data ?? '{}',
    ) as Record<string, unknown>;
    const guide = {
      ...template,
      slug: 'cached-new-guide',
      title: 'A guide added while cached',
      publish_date: '2999-01-01',
      is_featured: true,
    };
    await editor.transaction((sql) =>
      insertContent(sql, contentTypes.guide, parseContentSeed(contentTypes.guide, [guide])),
    );
    await heard();

    const added = (await get('/api/guide/data')).json<GuideListResponse>();
    expect(added.data.total).toBe(total + 1);
    expect(added.data.data[0]?.slug).toBe('cached-new-guide');
    const menu = await get('/api/menu/data', { 'if-none-match': String(menuBefore.headers.etag) });
    expect(menu.statusCode).toBe(200);
    expect(menu.json<MenuDataResponse>().guide.map((item) => item.slug)).toContain('cached-new-guide');

    await editor.run("DELETE FROM content_items WHERE type = 'guide' AND slug = 'cached-new-guide'");
    await heard();
    expect((await get('/api/guide/data')).json<GuideListResponse>().data.total).toBe(total);
    expect((await get('/api/guide/detail/cached-new-guide')).statusCode).toBe(404);
  });

  it('refuses to serve a row an editor broke, with the one error shape, and serves it again once mended', async () => {
    const { slug, data } = (await editor.get<{ slug: string; data: string }>(
      "SELECT slug, data FROM content_items WHERE type = 'news' ORDER BY id LIMIT 1",
    )) ?? { slug: '', data: '' };
    const broken = { ...(JSON.parse(data) as Record<string, unknown>), title: 42 };
    await editor.run('UPDATE content_items SET data = ? WHERE slug = ?', [JSON.stringify(broken), slug]);
    await heard();
    const refused = await get(`/api/news/data/details/${slug}`);
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({ status: 0, message: apiMessages.internal });

    await editor.run('UPDATE content_items SET data = ? WHERE slug = ?', [data, slug]);
    await heard();
    const mended = await get(`/api/news/data/details/${slug}`);
    expect(mended.statusCode).toBe(200);
    expect(mended.json<NewsDetailResponse>().data.slug).toBe(slug);
  });
});
