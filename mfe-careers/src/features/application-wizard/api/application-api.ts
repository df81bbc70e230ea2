import { baseApi, leadHeaders } from '@site/shared/api';
import type { CareerApplicationResponse, UploadResponse } from '@site/shared';

export type UploadKind = 'photo' | 'resume';

export interface UploadMediaArgs {
  kind: UploadKind;
  file: File;
}

/** The application payload as the API takes it: text and ticks only. */
export type ApplicationPayload = Record<string, string | boolean>;

/** forms-spec.md calls 9 and 10: the photo and resume uploads, and the merged application. */
export const applicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadMedia: build.mutation<UploadResponse, UploadMediaArgs>({
      query: ({ kind, file }) => {
        const body = new FormData();
        body.append('media', file, file.name);
        return { url: '/api/media/data', method: 'POST', params: { field: kind }, body, headers: leadHeaders() };
      },
    }),
    submitApplication: build.mutation<CareerApplicationResponse, ApplicationPayload>({
      query: (payload) => ({
        url: '/api/careers/application',
        method: 'POST',
        body: payload,
        headers: leadHeaders(),
      }),
    }),
  }),
});

export const { useUploadMediaMutation, useSubmitApplicationMutation } = applicationApi;
