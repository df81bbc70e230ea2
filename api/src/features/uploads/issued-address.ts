import { validationMessages } from '@site/shared/form-rules';
import { UPLOAD_ADDRESS } from '@site/shared/server/upload-check';
import type { UploadKind } from '@site/shared/server/upload-check';
import type { UploadStore } from './upload-store.ts';

const formatMessages: Record<UploadKind, string> = {
  photo: validationMessages.photoFormat,
  resume: validationMessages.resumeFormat,
};

/**
 * A form's file field must hold an address this API issued for a stored
 * file of that kind: not another site's URL, not a `javascript:` link, not
 * a guessed id. Blank passes; the form's own rules decide whether it is
 * required.
 */
export async function issuedUploadError(
  uploads: UploadStore,
  address: unknown,
  kind: UploadKind,
): Promise<string | undefined> {
  if (typeof address !== 'string' || address === '') return undefined;
  const match = UPLOAD_ADDRESS.exec(address);
  const stored = match?.[1] ? await uploads.find(match[1]) : undefined;
  if (stored?.kind === kind && stored.extension === match?.[2]) return undefined;
  return formatMessages[kind];
}
