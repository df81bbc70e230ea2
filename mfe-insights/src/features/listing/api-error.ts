import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from '@site/shared';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

function errorBody(error: QueryError): Partial<ApiErrorBody> | undefined {
  if (!error || !('status' in error)) return undefined;
  const { data } = error as { data?: unknown };
  return data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : undefined;
}

/** The server's own message from an error body (`{ status: 0, message }`), or the fallback. */
export function apiErrorMessage(error: QueryError, fallback: string): string {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** site-spec.md section 8 tests the error body's `status` for 0. */
export function isStatusZeroError(error: QueryError): boolean {
  return errorBody(error)?.status === 0;
}
