import { describe, expect, it } from '@jest/globals';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { helmetHeaders } from './helmet-headers.ts';
import type { HelmetOptions } from './helmet-headers.ts';

/** The headers helmet's own middleware puts on a real response, by lower-case name. */
async function headersFromMiddleware(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = createServer((request, response) =>
    middleware(request, response, () => {
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const ignored = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);
    return Object.fromEntries([...response.headers].filter(([name]) => !ignored.has(name)));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('helmetHeaders', () => {
  const cases: [string, HelmetOptions][] = [
    [
      'the API',
      {
        contentSecurityPolicy: { directives: { defaultSrc: ["'none'"] } },
        crossOriginResourcePolicy: { policy: 'same-site' },
      },
    ],
    [
      'a host',
      {
        contentSecurityPolicy: false,
        strictTransportSecurity: false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        xFrameOptions: { action: 'deny' },
        crossOriginResourcePolicy: { policy: 'cross-origin' },
      },
    ],
  ];

  it.each(cases)('gives the headers the middleware sets, for %s', async (_name, options) => {
    expect(helmetHeaders(options)).toEqual(await headersFromMiddleware(options));
  });

  it('leaves out what an option turns off', () => {
    const headers = helmetHeaders({ strictTransportSecurity: false, xFrameOptions: { action: 'deny' } });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-frame-options']).toBe('DENY');
  });
});
