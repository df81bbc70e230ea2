import type { RemoteName } from '../config/apps.ts';
import type { GuideCategory } from '../constants/guides.ts';
import type { WithImages } from './content-types.ts';

/**
 * Response shapes of site-spec.md section 3, shared by the API and the
 * client so that a shape change breaks the build, not the page.
 */

/** Every error the API returns. `status: 0` is what the client's error catalogue tests for. */
export interface ApiErrorBody {
  status: 0;
  message: string;
}

/** A refused submission: `errors` maps each field name to the message shown beside it. */
export interface ApiValidationErrorBody extends ApiErrorBody {
  errors: Record<string, string>;
}

/** POST /api/media/data: the stored file's address, which replaces the form field's value. */
export interface UploadResponse {
  media: string;
}

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

export interface FormSubmissionResponse {
  status: true;
  id: number;
}

/** The career application's answer, which the thank-you page receives base-64 encoded as `q`. */
export interface CareerApplicationResponse {
  Success: boolean;
  ID: string;
  Email: string;
  ErrorMessage: string;
  /** Present when fields were refused: each field's message. */
  errors?: Record<string, string>;
}

export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface GuideListItem extends WithImages {
  slug: string;
  title: string;
  feature_image: string;
  feature_alt_tag: string;
}

export interface GuideListQuery {
  per_page?: number;
  category?: GuideCategory;
  page?: number;
  title?: string;
}

export interface GuideListResponse {
  status: true;
  data: Paginated<GuideListItem>;
  featured_guide: GuideListItem[];
}

/** One remote as the shell must load it in an environment. */
export interface RemoteRelease {
  name: RemoteName;
  version: string;
  /** Absolute URL of that version's mf-manifest.json. */
  manifestUrl: string;
  /** SRI hash the entry must match; absent for an unpinned remote served from its host's current build. */
  integrity?: string;
}

export interface ReleaseManifest {
  environment: string;
  /** Whether a QA override may replace a pinned version in one browser (staging, never production). */
  allowOverrides: boolean;
  remotes: RemoteRelease[];
}

export interface HealthResponse {
  status: 'ok';
  database: 'ok';
}
