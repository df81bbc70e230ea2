import { unformatAadhaar } from '../validation/input-format.ts';
import type { FormValues } from '../validation/rules.ts';
import { careerApplicationFields } from './career-application.ts';

/** Application fields only, text or ticks only: what a payload or a draft may hold. */
export function careerApplicationValues(values: FormValues): Record<string, string | boolean> {
  const kept: Record<string, string | boolean> = {};
  for (const name of careerApplicationFields) {
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'boolean') kept[name] = value;
  }
  return kept;
}

/**
 * The four steps merged into one payload (forms-spec.md call 10): every
 * application field that holds text or a tick, the Aadhaar number without
 * its display dashes. The wizard sends it, and so does the shell's host for a
 * wizard posted without JavaScript (docs/decisions/010).
 */
export function careerApplicationPayload(values: FormValues): Record<string, string | boolean> {
  const payload = careerApplicationValues(values);
  if (typeof payload.aadhaar === 'string') payload.aadhaar = unformatAadhaar(payload.aadhaar);
  return payload;
}
