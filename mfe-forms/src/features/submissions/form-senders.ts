import { storeOf } from '@site/shared/api';
import type { NotificationPayload, StoreSlot } from '@site/shared';
import { notificationsApi } from '../notifications/api/notifications-api.ts';
import { formsApi } from './forms-api.ts';
import type { SubmitFormArgs } from './forms-api.ts';

/**
 * What a form sends, through the app's store (docs/decisions/036). This module is the forms' only way to the API
 * client: it is loaded when a form first sends, so a page whose only request is its form starts without RTK Query.
 */
export function formSenders(slot: StoreSlot) {
  const { dispatch } = storeOf(slot);
  return {
    /** A fresh signed form token (docs/decisions/013): never taken from the cache. */
    getFormToken: () =>
      dispatch(formsApi.endpoints.getFormToken.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap(),
    submitForm: async (args: SubmitFormArgs) => {
      const request = dispatch(formsApi.endpoints.submitForm.initiate(args));
      try {
        return await request.unwrap();
      } finally {
        request.reset();
      }
    },
    sendNotification: async (payload: NotificationPayload) => {
      const request = dispatch(notificationsApi.endpoints.sendNotification.initiate(payload));
      try {
        return await request.unwrap();
      } finally {
        request.reset();
      }
    },
  };
}

export type FormSenders = ReturnType<typeof formSenders>;
