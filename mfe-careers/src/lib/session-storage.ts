import { brand } from '@site/shared';

/** Keys are namespaced by the brand, so two sites on one origin never share a value. */
const storageKey = (name: string) => `${brand.slug}.careers.${name}`;

/**
 * The tab's session storage, or undefined where there is none (server
 * rendering) or it is refused (privacy modes): the careers flow then simply
 * forgets between page loads.
 */
function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored text itself, or null: a stable snapshot for `useSyncExternalStore`. */
export function readSessionText(name: string): string | null {
  try {
    return sessionStore()?.getItem(storageKey(name)) ?? null;
  } catch {
    return null;
  }
}

export function parseStoredJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function readSessionJson(name: string): unknown {
  return parseStoredJson(readSessionText(name));
}

export function writeSessionJson(name: string, value: unknown): void {
  try {
    sessionStore()?.setItem(storageKey(name), JSON.stringify(value));
  } catch (error) {
    console.error(`Could not keep "${name}" for this tab`, error);
  }
}

export function removeSessionValue(name: string): void {
  try {
    sessionStore()?.removeItem(storageKey(name));
  } catch {
    // Nothing was stored where storage is refused.
  }
}
