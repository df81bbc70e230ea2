import { APPLICATION_DRAFT_HOST_PATH } from '@site/shared';
import { careerApplicationValues } from '@site/shared/form-rules';
import type { FormValues } from '@site/shared/form-rules';

/**
 * The application's draft kept on the server (docs/decisions/010), through
 * the shell host's /apply-now/draft: the host keys it by an HttpOnly cookie
 * that scripts never see, so the wizard talks to the host, not the API. The
 * step is the wizard's index, 0 to 3.
 */
export interface ServerDraft {
  step: number;
  values: FormValues;
}

/** Ours: a save waits this long after the last change, so typing is one request, not one per key. */
export const DRAFT_SAVE_DELAY_MS = 800;

function isDraft(value: unknown): value is ServerDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { step, values } = value as Partial<ServerDraft>;
  return Number.isInteger(step) && typeof values === 'object' && values !== null;
}

/** The visitor's saved draft, or undefined (none, or the host is unreachable: the wizard starts afresh). */
export async function fetchServerDraft(): Promise<ServerDraft | undefined> {
  try {
    const response = await fetch(APPLICATION_DRAFT_HOST_PATH, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isDraft(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

export interface DraftSaver {
  /** Saves the step and answers after a pause; a step change saves at once. */
  schedule(step: number, values: FormValues, immediately?: boolean): void;
  /** Sends a pending save now (the page is being left or the wizard unmounts). */
  flush(): void;
  /** Forgets pending saves and deletes the draft (Start again, or an accepted application). */
  remove(): Promise<void>;
}

/**
 * Saves one after another, so the first answer's cookie is set before the
 * next save goes; the same answers are never sent twice.
 */
export function createDraftSaver(initial?: ServerDraft): DraftSaver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: string | undefined;
  let lastSent = initial ? body(initial.step, initial.values) : undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let removed = false;

  function body(step: number, values: FormValues): string {
    return JSON.stringify({ step, values: careerApplicationValues(values) });
  }

  function send(keepalive = false) {
    timer = undefined;
    const text = pending;
    pending = undefined;
    if (text === undefined || text === lastSent || removed) return;
    lastSent = text;
    queue = queue
      .then(() =>
        fetch(APPLICATION_DRAFT_HOST_PATH, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: text,
          credentials: 'same-origin',
          keepalive,
        }),
      )
      .catch(() => {
        // Not kept this time: the next change tries again.
        lastSent = undefined;
      });
  }

  return {
    schedule(step, values, immediately = false) {
      removed = false;
      pending = body(step, values);
      if (timer !== undefined) clearTimeout(timer);
      if (immediately) send();
      else timer = setTimeout(send, DRAFT_SAVE_DELAY_MS);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      send(true);
    },
    async remove() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      lastSent = undefined;
      removed = true;
      const deleted = queue.then(() =>
        fetch(APPLICATION_DRAFT_HOST_PATH, { method: 'DELETE', credentials: 'same-origin', keepalive: true }),
      );
      queue = deleted.catch(() => undefined);
      await queue;
    },
  };
}
