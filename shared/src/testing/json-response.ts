/** A JSON response as the API sends it, for a test's stand-in `fetch`. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
