import { useUploadMediaMutation } from './api/application-api.ts';
import type { UploadKind } from './api/application-api.ts';

export type UploadOutcome =
  | { kind: 'stored'; address: string }
  /** The API refused the file itself (type, content or size), with the message to show. */
  | { kind: 'refused'; message: string }
  /** The request failed (network, rate limit, server): forms-spec.md section 8 only logs it. */
  | { kind: 'failed' };

function refusalMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if ((status !== 400 && status !== 413) || typeof data !== 'object' || data === null) return undefined;
  const media = (data as { errors?: { media?: unknown } }).errors?.media;
  return typeof media === 'string' && media !== '' ? media : undefined;
}

/** Sends one file to POST /api/media/data?field=photo|resume and says what became of it. */
export function useMediaUpload() {
  const [uploadMedia] = useUploadMediaMutation();
  return async (kind: UploadKind, file: File): Promise<UploadOutcome> => {
    try {
      const { media } = await uploadMedia({ kind, file }).unwrap();
      return { kind: 'stored', address: media };
    } catch (error) {
      const message = refusalMessage(error);
      if (message) return { kind: 'refused', message };
      console.error(`Uploading the ${kind} failed`, error);
      return { kind: 'failed' };
    }
  };
}
