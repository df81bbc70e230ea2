import { createContext, use, useCallback } from 'react';
import { StoreSlotContext } from '@site/shared';
import type { FormSenders, formSenders } from './form-senders.ts';

/**
 * The senders a widget loaded with its own code (docs/decisions/036). A widget's form is rendered by the browser
 * and asks for its token as it mounts (docs/decisions/013), so its senders come with it rather than one chunk
 * later. Without one, a form loads them when it first sends.
 */
export const FormSendersContext = createContext<typeof formSenders | undefined>(undefined);

/**
 * The form's way to send (`formSenders`): the one its widget gave, or loaded on first use, so a page whose only
 * request is its form starts without the API client.
 */
export function useFormSenders(): () => Promise<FormSenders> {
  const slot = use(StoreSlotContext);
  const given = use(FormSendersContext);
  return useCallback(
    async () => (given ?? (await import(/* webpackChunkName: "form-senders" */ './form-senders.ts')).formSenders)(slot),
    [given, slot],
  );
}
