import { careerApplicationPayload } from '@site/shared/form-rules';
import type { FormValues } from '@site/shared/form-rules';
import type { ApplicationPayload } from './api/application-api.ts';

/**
 * The four steps merged into one payload (forms-spec.md call 10), as the
 * shared rule builds it for the shell's host too: every application field
 * that holds text or a tick, the Aadhaar number without its display dashes.
 */
export function applicationPayload(values: FormValues): ApplicationPayload {
  return careerApplicationPayload(values);
}
