import { jest } from '@jest/globals';
import { json } from '@site/shared/testing';

// Test-only: the API as `fetch` sees it.

/** The shared `json` helper with this remote's argument order (body first, 200 by default). */
export function jsonResponse(body: unknown, status = 200): Response {
  return json(status, body);
}

export type ApiHandler = (request: Request) => Response | Promise<Response>;

/** Replaces `fetch` for one test; RTK Query hands it a `Request`. Restore with `jest.restoreAllMocks()`. */
export function mockApi(handler: ApiHandler) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) =>
      handler(input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)),
    );
}

/** The requests `fetch` received, in order. */
export function requestsOf(fetchMock: ReturnType<typeof mockApi>): Request[] {
  return fetchMock.mock.calls.map(([input, init]) =>
    input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init),
  );
}
