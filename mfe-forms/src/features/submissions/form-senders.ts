import { storeOf } from '@site/shared/api';
import type { NotificationPayload, StoreSlot } from '@site/shared';
import { notificationsApi } from '../notifications/api/notifications-api.ts';
import { formsApi } from './forms-api.ts';
import type { SubmitFormArgs } from './forms-api.ts';

/** A mutation's answer; its entry then leaves the store, as a mutation hook's does when its form goes. */
async function sendOnce<Result>(request: { unwrap(): Promise<Result>; reset(): void }): Promise<Result> {
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}

/**
 * What a form sends, through the app's store (docs/decisions/036). Every form of this remote sends through it. A page
 * loads it when a form first sends, so a page whose only request is its form starts without RTK Query; a widget
 * brings it with its own code (`FormSendersContext`).
 */
export function formSenders(slot: StoreSlot) {
  const { dispatch } = storeOf(slot);
  return {
    /** A fresh signed form token (docs/decisions/013): never taken from the cache. */
    getFormToken: () =>
      dispatch(formsApi.endpoints.getFormToken.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap(),
    submitForm: (args: SubmitFormArgs) => sendOnce(dispatch(formsApi.endpoints.submitForm.initiate(args))),
    sendNotification: (payload: NotificationPayload) =>
      sendOnce(dispatch(notificationsApi.endpoints.sendNotification.initiate(payload))),
  };
}

export type FormSenders = ReturnType<typeof formSenders>;
