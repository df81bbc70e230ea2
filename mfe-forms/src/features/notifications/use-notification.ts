import type { NotificationPayload } from '@site/shared';
import { useSendNotificationMutation } from './api/notifications-api.ts';

/**
 * Sends the notification e-mail and does not wait for it: forms-spec.md
 * sections 7 and 8 only log its result, whether it succeeds or fails. The
 * request belongs to the store, so it completes after the form has gone.
 */
export function useNotification(): (payload: NotificationPayload) => void {
  const [sendNotification] = useSendNotificationMutation();
  return (payload) => {
    sendNotification(payload)
      .unwrap()
      .then(
        (response) => console.info('Notification e-mail queued', response.id),
        (error: unknown) => console.error('Sending the notification e-mail failed', error),
      );
  };
}
