/**
 * Whether the browser is hydrating the server's page for the first time
 * (docs/decisions/020). The shell says so before it hydrates and again once
 * the first page is running; everything rendered in between met the server's
 * HTML. On the server, in tests and after a client render it stays false.
 */
let hydrating = false;

/**
 * What the visitor typed into the server page's text areas before they hydrated (issue 52). React keeps an
 * input's typed value when it hydrates it, but puts a text area's server text back (its `initTextarea`), so a
 * correction typed into a refused post's message would be lost. Kept from `beginFirstHydration` on, and for the
 * parts that hydrate later (docs/decisions/020) as they are typed into, until a field takes its value back.
 */
const typedText = new WeakMap<HTMLTextAreaElement, string>();
let listening = false;

function rememberTypedText(event: Event): void {
  if (event.target instanceof HTMLTextAreaElement) typedText.set(event.target, event.target.value);
}

/** The shell is about to hydrate the server-rendered page. */
export function beginFirstHydration(): void {
  hydrating = true;
  for (const area of document.querySelectorAll('textarea')) {
    if (area.value !== area.defaultValue) typedText.set(area, area.value);
  }
  if (!listening) {
    document.addEventListener('input', rememberTypedText, { capture: true, passive: true });
    listening = true;
  }
}

/** The first page is running: anything rendered from now on is the browser's own render. */
export function endFirstHydration(): void {
  hydrating = false;
}

export function isFirstHydration(): boolean {
  return hydrating;
}

/** What was typed into this server-rendered text area before React hydrated it, once; else undefined. */
export function takeTextTypedBeforeHydration(area: HTMLTextAreaElement): string | undefined {
  const text = typedText.get(area);
  typedText.delete(area);
  return text;
}
