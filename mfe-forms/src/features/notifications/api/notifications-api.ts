import { baseApi, leadHeaders } from '@site/shared/api';
import type { NotificationPayload } from '@site/shared';

export interface NotificationResponse {
  status: true;
  id: number;
}

/** forms-spec.md call 8, `POST /api/hubspot/data`: the notification e-mail a form sends after it succeeds. */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendNotification: build.mutation<NotificationResponse, NotificationPayload>({
      query: (payload) => ({ url: '/api/hubspot/data', method: 'POST', body: payload, headers: leadHeaders() }),
    }),
  }),
});
