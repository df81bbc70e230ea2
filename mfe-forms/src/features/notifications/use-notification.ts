import type { NotificationPayload } from '@site/shared';
import { useFormSenders } from '../submissions/use-form-senders.ts';

/**
 * Sends the notification e-mail and does not wait for it: forms-spec.md
 * sections 7 and 8 only log its result, whether it succeeds or fails. The
 * request belongs to the store (loaded with the first send), so it completes after the form has gone.
 */
export function useNotification(): (payload: NotificationPayload) => void {
  const senders = useFormSenders();
  return (payload) => {
    senders()
      .then((send) => send.sendNotification(payload))
      .then(
        (response) => console.info('Notification e-mail queued', response.id),
        (error: unknown) => console.error('Sending the notification e-mail failed', error),
      );
  };
}
