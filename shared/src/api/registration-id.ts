// A career application's registration ID (forms-spec.md section 9: shown on the thank-you page, copied by the
// applicant): its form, for the browser and the servers alike. The servers derive it from the submission's
// idempotency key (@site/shared/server/registration-id, docs/decisions/042).
import { brand } from '../brand/brand.ts';

/** Crockford's base32: no I, L, O or U, so an ID read aloud or copied by hand is not mistaken. */
export const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Ours: the code's length, 40 bits of the key's hash; unique per year in practice, and checked by a unique index. */
export const REGISTRATION_CODE_LENGTH = 8;
/** The brand's initials that start every ID: `ARC`. */
export const REGISTRATION_ID_PREFIX = brand.slug.slice(0, 3).toUpperCase();
/** `ARC-2026-7K4M2QXD`. */
export const REGISTRATION_ID_PATTERN = new RegExp(
  `^${REGISTRATION_ID_PREFIX}-\\d{4}-[${CROCKFORD_BASE32}]{${REGISTRATION_CODE_LENGTH}}$`,
);
