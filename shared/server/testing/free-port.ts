import { createServer } from 'node:net';

/** Set (e.g. `5700-5799`) on a machine shared with others: the test servers then listen only on these ports. */
export const TEST_PORTS_VARIABLE = 'TEST_PORTS';

/** Whether `port` (0: any) can be listened on now; the port it got, or undefined. */
function tryPort(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

/** A local port nothing listens on now: any, or one of TEST_PORTS (`first-last`) when set. */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env[TEST_PORTS_VARIABLE] ?? '');
  if (!range) {
    const port = await tryPort(0);
    if (port === undefined) throw new Error('no port');
    return port;
  }
  const first = Number(range[1]);
  const count = Number(range[2]) - first + 1;
  // From a random place in the range, so that test files starting at once rarely try the same port.
  const start = Math.floor(Math.random() * count);
  for (let offset = 0; offset < count; offset++) {
    const port = await tryPort(first + ((start + offset) % count));
    if (port !== undefined) return port;
  }
  throw new Error(`${TEST_PORTS_VARIABLE}=${process.env[TEST_PORTS_VARIABLE]}: every port is taken`);
}
