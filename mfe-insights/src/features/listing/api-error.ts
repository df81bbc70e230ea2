import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from '@site/shared';

/** What an RTK Query hook of this remote reports as its error. */
export type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The API's `{ status: 0, message }` body of a failed call, when the failure has one. */
export function apiErrorBody(error: QueryError): Partial<ApiErrorBody> | undefined {
  if (!error || !('data' in error)) return undefined;
  const { data } = error as { data?: unknown };
  return data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : undefined;
}

/** The server's own message from an error body, or the fallback. */
export function apiErrorMessage(error: QueryError, fallback: string): string;
export function apiErrorMessage(error: QueryError): string | undefined;
export function apiErrorMessage(error: QueryError, fallback?: string): string | undefined {
  const message = apiErrorBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** site-spec.md section 8 tests the error body's `status` for 0. */
export function isStatusZeroError(error: QueryError): boolean {
  return apiErrorBody(error)?.status === 0;
}
