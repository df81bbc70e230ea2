import autocannon from 'autocannon';

export interface ApiLoad {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** The load: 50 connections for 10 s, against this machine only. */
export const API_LOAD = { connections: 50, durationSeconds: 10 } as const;

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
  let unexpected = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${path}`,
        connections: API_LOAD.connections,
        duration: API_LOAD.durationSeconds,
        headers,
        method,
        ...(body === undefined ? {} : { body }),
        ...(newAddressEach === undefined ? {} : { requests: [{ setupRequest: withNewAddress(path, newAddressEach) }] }),
      },
      (error, finished) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    // autocannon counts 2xx as success; a revalidation should get 304, and anything but the expected is an error.
    instance.on('response', (_client, statusCode) => {
      if (statusCode !== expectStatus) unexpected += 1;
    });
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
