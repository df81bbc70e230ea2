import { jest } from '@jest/globals';

// Test-only: the API as `fetch` sees it.

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
