// Helmet's headers, worked out once (docs/decisions/038); the API and the hosts import it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

export type HelmetOptions = Parameters<typeof helmet>[0];

/**
 * The headers helmet's middleware sets for `options`, by lower-case name. With no option a function of the
 * request (none of ours is), it sets the same ones on every response, so they are read once from a response that
 * records them, and each response then gets them without running the middleware's dozen steps.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
  });
  return Object.freeze(Object.fromEntries(headers));
}
