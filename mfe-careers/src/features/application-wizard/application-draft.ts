import { careerApplicationFields } from '@site/shared/form-rules';
import type { FormValues } from '@site/shared/form-rules';
import { readSessionJson, removeSessionValue, writeSessionJson } from '../../lib/session-storage.ts';
import { UPLOAD_NAMES } from './upload-state.ts';

/**
 * What the visitor typed, kept for the tab when they submit: a refused
 * application sends them to the thank-you page with the reason, and coming
 * back to the form brings their answers back to correct and resend.
 * An accepted application clears it.
 */
const DRAFT = 'application-draft';
const keptFields: readonly string[] = [...careerApplicationFields, UPLOAD_NAMES];

interface StoredDraft {
  position: string;
  values: FormValues;
}

export function saveApplicationDraft(position: string, values: FormValues): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => keptFields.includes(name)));
  writeSessionJson(DRAFT, { position, values: kept } satisfies StoredDraft);
}

/** The answers last submitted for this position, if any. */
export function loadApplicationDraft(position: string): FormValues | undefined {
  const stored = readSessionJson(DRAFT);
  if (typeof stored !== 'object' || stored === null) return undefined;
  const draft = stored as Partial<StoredDraft>;
  if (draft.position !== position || typeof draft.values !== 'object' || draft.values === null) return undefined;
  return Object.fromEntries(Object.entries(draft.values).filter(([name]) => keptFields.includes(name)));
}

export function clearApplicationDraft(): void {
  removeSessionValue(DRAFT);
}
