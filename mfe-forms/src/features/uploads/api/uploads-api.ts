import { baseApi, leadHeaders } from '@site/shared/api';
import type { UploadResponse } from '@site/shared';

export interface UploadMediaArgs {
  /** Narrows the accepted types on the server to that field's. */
  field: 'photo' | 'resume';
  file: File;
}

/** forms-spec.md call 9, `POST /api/media/data`: multipart with one field `media`. */
export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadMedia: build.mutation<UploadResponse, UploadMediaArgs>({
      query: ({ field, file }) => {
        const body = new FormData();
        body.append('media', file);
        return { url: '/api/media/data', method: 'POST', params: { field }, body, headers: leadHeaders() };
      },
    }),
  }),
});

export const { useUploadMediaMutation } = uploadsApi;
