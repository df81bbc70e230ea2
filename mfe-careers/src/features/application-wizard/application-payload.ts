import { careerApplicationFields, unformatAadhaar } from '@site/shared/form-rules';
import type { FormValues } from '@site/shared/form-rules';
import type { ApplicationPayload } from './api/application-api.ts';

/**
 * The four steps merged into one payload (forms-spec.md call 10): every
 * application field that holds text or a tick, the Aadhaar number without
 * its display dashes. Helper values of the form are left out.
 */
export function applicationPayload(values: FormValues): ApplicationPayload {
  const payload: ApplicationPayload = {};
  for (const name of careerApplicationFields) {
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'boolean') payload[name] = value;
  }
  if (typeof payload.aadhaar === 'string') payload.aadhaar = unformatAadhaar(payload.aadhaar);
  return payload;
}
