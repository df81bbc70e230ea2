/**
 * Whether the browser is hydrating the server's page for the first time
 * (docs/decisions/020). The shell says so before it hydrates and again once
 * the first page is running; everything rendered in between met the server's
 * HTML. On the server, in tests and after a client render it stays false.
 */
let hydrating = false;

/** The shell is about to hydrate the server-rendered page. */
export function beginFirstHydration(): void {
  hydrating = true;
}

/** The first page is running: anything rendered from now on is the browser's own render. */
export function endFirstHydration(): void {
  hydrating = false;
}

export function isFirstHydration(): boolean {
  return hydrating;
}
