import autocannon from 'autocannon';

export interface ApiLoad {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/**
 * The load: 50 connections for 10 s, against this machine only, measured after the same load for
 * `warmupSeconds` that is not counted. A server answers its first seconds of load while V8 still compiles its
 * hot paths (the API measured cold: ~20,000 req/s in its first 10 s, ~24,000–26,000 in the next two on one
 * run of this machine); the figure is the server as it runs, not as it starts.
 */
export const API_LOAD = { connections: 50, durationSeconds: 10, warmupSeconds: 5 } as const;

/**
 * `path` under the load. `headers` are sent with every request (an `If-None-Match` to measure
 * revalidations); `label` names the figure when one path is measured two ways; `newAddressEach` adds a query
 * parameter of that name with a new value to every request, so no cache keyed by the address answers any.
 */
export async function loadApi(
  origin: string,
  path: string,
  {
    headers = {},
    label = path,
    expectStatus = 200,
    method = 'GET',
    body,
    newAddressEach,
  }: {
    headers?: Record<string, string>;
    label?: string;
    expectStatus?: number;
    method?: 'GET' | 'POST';
    body?: string;
    newAddressEach?: string;
  } = {},
): Promise<ApiLoad> {
  const options: autocannon.Options = {
    url: `${origin}${path}`,
    connections: API_LOAD.connections,
    duration: API_LOAD.durationSeconds,
    headers,
    method,
    ...(body === undefined ? {} : { body }),
    ...(newAddressEach === undefined ? {} : { requests: [{ setupRequest: withNewAddress(path, newAddressEach) }] }),
  };
  // The warm-up: the same load, not counted.
  await runLoad({ ...options, duration: API_LOAD.warmupSeconds });
  let unexpected = 0;
  // autocannon counts 2xx as success; a revalidation should get 304, and anything but the expected is an error.
  const result = await runLoad(options, (statusCode) => {
    if (statusCode !== expectStatus) unexpected += 1;
  });
  return {
    path: label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + unexpected,
  };
}

/** A request's path with `parameter` set to a value no earlier request of this load had. */
export function withNewAddress(path: string, parameter: string) {
  let count = 0;
  return <Request extends { path?: string; method?: string }>(request: Request): Request => {
    count += 1;
    const address = new URL(path, 'http://bench');
    address.searchParams.set(parameter, String(count));
    return { ...request, path: `${address.pathname}${address.search}` };
  };
}

function runLoad(options: autocannon.Options, onStatus?: (statusCode: number) => void): Promise<autocannon.Result> {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    if (onStatus) instance.on('response', (_client, statusCode) => onStatus(statusCode));
  });
}
