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

export async function loadApi(origin: string, path: string): Promise<ApiLoad> {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: API_LOAD.connections,
    duration: API_LOAD.durationSeconds,
  });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
