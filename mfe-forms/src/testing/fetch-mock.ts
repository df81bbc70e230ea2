import { jest } from '@jest/globals';
import { FORM_TOKEN_PATH } from '@site/shared';
import { json } from '@site/shared/testing';

export { json };

export type FetchMock = jest.Mock<(input: Request) => Promise<Response>>;

/** What the world map's address (an imported SVG, the file stub in Jest) answers. */
export const TEST_MAP_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 420"><path data-region="test" d="M0 0 L10 10 Z"/></svg>';

/** The API as the tests want it: a stored form, a queued notification, an uploaded file. */
export function apiAnswer(request: Request): Response {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith('test-file-stub')) {
    return new Response(TEST_MAP_SVG, { status: 200, headers: { 'content-type': 'image/svg+xml' } });
  }
  if (pathname === '/api/hubspot/data') return json(202, { status: true, id: 3 });
  if (pathname === '/api/media/data') return json(201, { media: '/api/media/files/0b8c8f3e-resume.pdf' });
  return json(201, { status: true, id: 7 });
}

/** What `GET FORM_TOKEN_PATH` answers in the tests (the API signs real ones, docs/decisions/013). */
export const TEST_FORM_TOKEN = `1800000000000.${'s'.repeat(43)}`;
/** The form-token requests the forms sent (they never reach the mock, so its calls are the forms' own). */
export const formTokenRequests: Request[] = [];

/**
 * Installs `fetchMock` as fetch (RTK Query calls it with one Request per call). A form asks the API for a token as
 * it mounts; that request is answered here with TEST_FORM_TOKEN and recorded in `formTokenRequests`.
 */
export function installFetch(fetchMock: FetchMock): FetchMock {
  formTokenRequests.length = 0;
  globalThis.fetch = (async (request: Request) => {
    if (new URL(request.url).pathname === FORM_TOKEN_PATH) {
      formTokenRequests.push(request);
      return json(200, { token: TEST_FORM_TOKEN });
    }
    return fetchMock(request);
  }) as typeof fetch;
  return fetchMock;
}

/** Replaces fetch with the API the tests want (apiAnswer). */
export function mockFetch(): FetchMock {
  return installFetch(jest.fn(async (request: Request) => apiAnswer(request)));
}

export interface SentRequest {
  path: string;
  method: string;
  request: Request;
}

/** The requests sent so far whose path starts with `prefix`. */
export function requestsTo(fetchMock: FetchMock, prefix: string): SentRequest[] {
  return fetchMock.mock.calls
    .map(([request]) => ({ path: new URL(request.url).pathname, method: request.method, request }))
    .filter((sent) => sent.path.startsWith(prefix));
}

export async function jsonBody<T>(sent: SentRequest | undefined): Promise<T> {
  if (!sent) throw new Error('No such request was sent');
  return (await sent.request.clone().json()) as T;
}
