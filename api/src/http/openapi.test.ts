import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp } from '../test/test-app.ts';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: { type?: string; properties?: object } }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Answers that are files, not JSON: their content type is the file's own. */
/** Routes whose answer is not JSON: a file, an event stream. */
const FILE_ROUTES = ['GET /api/media/files/{file}', 'GET /api/releases/{environment}/changes'];

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let document: OpenApiDocument;
beforeAll(async () => {
  testApp = await createTestApp();
  document = (await testApp.app.inject('/api/openapi.json')).json<OpenApiDocument>();
});
afterAll(async () => {
  await testApp.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );

const jsonSchema = (operation: Operation, status: string) =>
  operation.responses[status]?.content?.['application/json']?.schema;

describe('GET /api/openapi.json', () => {
  it('documents every route', () => {
    expect(document.openapi).toMatch(/^3\./);
    for (const path of ['/api/guide/data', '/api/guide/detail/{slug}', '/api/media/data', '/api/hubspot/data']) {
      expect(document.paths).toHaveProperty([path]);
    }
  });

  it("gives every JSON route's success answer its shape, from the schema the API serializes with", () => {
    const json = operations().filter(({ route }) => !FILE_ROUTES.includes(route));
    expect(json.length).toBeGreaterThan(20);
    const missing = json
      .filter(({ operation }) => {
        const ok = Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status));
        // 204 has no body to describe.
        return !ok || (ok !== '204' && !jsonSchema(operation, ok)?.type);
      })
      .map(({ route }) => route);
    expect(missing).toEqual([]);
  });

  it('gives every content GET the one error shape', () => {
    const content = operations().filter(({ route }) =>
      /^GET \/api\/(guide|podcast|news|case|currunt|blog|events|menu)/.test(route),
    );
    expect(content.length).toBe(15);
    for (const { route, operation } of content) {
      expect([route, jsonSchema(operation, '4XX')?.properties]).toEqual([
        route,
        { status: { type: 'number', enum: [0] }, message: { type: 'string' } },
      ]);
    }
  });
});

describe('content answers', () => {
  it('hold only the fields their schema names: seed-only fields never leave the API', async () => {
    const list = (await testApp.app.inject('/api/guide/data')).json<{ data: { data: object[] } }>();
    const [first] = list.data.data;
    expect(Object.keys(first ?? {}).sort()).toEqual(['feature_alt_tag', 'feature_image', 'images', 'slug', 'title']);
    const slug = (first as { slug: string }).slug;
    const detail = (await testApp.app.inject(`/api/guide/detail/${slug}`)).json<{ data: { guide: object } }>();
    expect(detail.data.guide).not.toHaveProperty('is_featured');
    expect(detail.data.guide).toHaveProperty('article_schema');
  });
});
