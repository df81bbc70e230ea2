import type { Static } from 'typebox';
import type { ApiErrorBodySchema, ApiValidationErrorBodySchema } from './schemas/common.ts';
import type {
  GuideListItemSchema,
  GuideListQuerySchema,
  GuideListResponseSchema,
  HealthResponseSchema,
} from './schemas/content.ts';
import type { ReleaseManifestSchema, RemoteReleaseSchema } from './schemas/releases.ts';
import type {
  CareerApplicationResponseSchema,
  FormSubmissionResponseSchema,
  UploadResponseSchema,
} from './schemas/submissions.ts';

/**
 * Response shapes of site-spec.md section 3, shared by the API and the
 * client so that a shape change breaks the build, not the page.
 */

/** Every error the API returns. `status: 0` is what the client's error catalogue tests for. */
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;

/** A refused submission: `errors` maps each field name to the message shown beside it. */
export type ApiValidationErrorBody = Static<typeof ApiValidationErrorBodySchema>;

/** POST /api/media/data: the stored file's address, which replaces the form field's value. */
export type UploadResponse = Static<typeof UploadResponseSchema>;

/** POST /api/hubspot/data (forms-spec.md section 3, contact e-mail payload). */
export interface NotificationPayload {
  /** The case-study download sends `Subject`; every other form `subject`. */
  subject?: string;
  Subject?: string;
  Name: string;
  Email: string;
  Phone_number?: string;
  Write_message_to_us?: string;
  Where_did_you_find_us?: string;
}

/** POST /api/forms/{formId}: one endpoint for every CRM form (forms-spec.md calls 1 to 7 and 12). */
export interface FormSubmissionRequest {
  values: Record<string, string | boolean>;
  /** The hidden field's value: empty from a person. */
  honeypot?: string;
  /**
   * The client's own time the form was first shown. No longer sent, and ignored when an older client sends it: the
   * minimum fill time runs from `formToken`'s signed time (docs/decisions/013).
   */
  startedAt?: number;
  /**
   * The signed token (docs/decisions/010, 013): the page's (`FormPageState`), or one from `GET /api/forms/token`
   * for a form the browser rendered. The API refuses a submission without a valid one (403).
   */
  formToken: string;
}

export type FormSubmissionResponse = Static<typeof FormSubmissionResponseSchema>;

/** The career application's answer, which the thank-you page receives base-64 encoded as `q`. */
export type CareerApplicationResponse = Static<typeof CareerApplicationResponseSchema>;

export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export type GuideListItem = Static<typeof GuideListItemSchema>;

/** What the client may send; the API fills in the page and its size. */
export type GuideListQuery = Partial<Static<typeof GuideListQuerySchema>>;

export type GuideListResponse = Static<typeof GuideListResponseSchema>;

/** One remote as the shell must load it in an environment. */
export type RemoteRelease = Static<typeof RemoteReleaseSchema>;

/** `GET /api/releases/{environment}`: the live manifest the shell loads remotes from. */
export type ReleaseManifest = Static<typeof ReleaseManifestSchema>;

export type HealthResponse = Static<typeof HealthResponseSchema>;
