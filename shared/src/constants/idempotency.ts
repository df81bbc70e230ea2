/** The header a lead's idempotency key travels in, from the browser or the host to the API (docs/decisions/042). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An idempotency key is a UUID v4, lower case: the browser's `crypto.randomUUID()`. */
export const isIdempotencyKey = (value: string): boolean => UUID_V4.test(value);
