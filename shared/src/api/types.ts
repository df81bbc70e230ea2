import type { RemoteName } from '../config/apps.ts';
import type { GuideCategory } from '../constants/guides.ts';

/**
 * Response shapes of site-spec.md section 3, shared by the API and the
 * client so that a shape change breaks the build, not the page.
 */

/** Every error the API returns. `status: 0` is what the client's error catalogue tests for. */
export interface ApiErrorBody {
  status: 0;
  message: string;
}

export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface GuideListItem {
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
}

export interface ReleaseManifest {
  environment: string;
  remotes: RemoteRelease[];
}

export interface HealthResponse {
  status: 'ok';
  database: 'ok';
}
