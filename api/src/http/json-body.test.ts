import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp } from '../test/test-app.ts';
import { inputMessages } from './input-messages.ts';
import { charsetOf, hasPrototypeKeys } from './json-body.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const subscribe = (email = 'ravi@example.com') => JSON.stringify({ values: { email }, formToken: testApp.formToken() });

async function post(payload: string | Buffer, contentType = 'application/json', url = '/api/forms/subscribe') {
  const response = await testApp.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
  return { statusCode: response.statusCode, body: response.json<{ status: number; message: string }>() };
}

describe('JSON bodies', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'application/json;charset="UTF-8"'])(
    'accepts %s',
    async (contentType) => {
      expect((await post(subscribe(), contentType)).statusCode).toBe(201);
    },
  );

  it.each([
    ['utf-16', 'application/json; charset=utf-16'],
    ['iso-8859-1', 'application/json; charset=ISO-8859-1'],
    ['utf-32', 'application/json; charset="utf-32"'],
  ])('refuses charset %s with 415', async (charset, contentType) => {
    expect(await post(Buffer.from(subscribe(), 'utf16le'), contentType)).toEqual({
      statusCode: 415,
      body: { status: 0, message: inputMessages.unsupportedCharset(charset) },
    });
  });

  it.each([
    ['a top-level __proto__', '{"__proto__":{"isAdmin":true},"values":{"email":"a@example.com"},"startedAt":1}'],
    ['a nested __proto__', '{"values":{"email":"a@example.com","__proto__":{"x":1}},"startedAt":1}'],
    ['constructor.prototype', '{"values":{"constructor":{"prototype":{"x":1}}},"startedAt":1}'],
    ['a __proto__ in an array', '{"values":{"email":"a@example.com"},"list":[{"__proto__":null}],"startedAt":1}'],
  ])('refuses %s with an accurate message, not "not valid JSON"', async (_label, payload) => {
    expect(await post(payload)).toEqual({ statusCode: 400, body: { status: 0, message: inputMessages.forbiddenKey } });
  });

  it.each([
    ['text that is not JSON', '{"values":', inputMessages.invalidJson],
    ['an empty body', '', inputMessages.emptyJson],
  ])('refuses %s', async (_label, payload, message) => {
    expect(await post(payload)).toEqual({ statusCode: 400, body: { status: 0, message } });
  });

  it('refuses bytes that are not UTF-8', async () => {
    const bytes = Buffer.concat([Buffer.from('{"values":{"email":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('"}}')]);
    expect(await post(bytes)).toEqual({ statusCode: 400, body: { status: 0, message: inputMessages.invalidUtf8 } });
  });

  it('survives very deep nesting', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect((await post(deep)).statusCode).toBe(400);
  });
});

describe('helpers', () => {
  it('reads the charset parameter', () => {
    expect(charsetOf('application/json')).toBeUndefined();
    expect(charsetOf('application/json; Charset="UTF-16"')).toBe('utf-16');
  });

  it('finds prototype keys only as own keys', () => {
    expect(hasPrototypeKeys(JSON.parse('{"a":{"b":[{"__proto__":1}]}}'))).toBe(true);
    expect(hasPrototypeKeys({ a: { constructor: 'Ravi' }, proto: 1, prototype: 2 })).toBe(false);
    expect(hasPrototypeKeys([1, 'x', null])).toBe(false);
  });
});
