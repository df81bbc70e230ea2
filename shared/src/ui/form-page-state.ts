import { createContext, useContext } from 'react';
import type { FormPageState, PostedForm } from '../config/server-render.ts';

/**
 * The page's FormPageState (docs/decisions/010): provided by the server
 * render from the host's request, and by the browser's bootstrap from
 * `#form-state`, so hydration renders the same token, values and errors.
 */
export const FormPageStateContext = createContext<FormPageState | undefined>(undefined);

export function useFormPageState(): FormPageState | undefined {
  return useContext(FormPageStateContext);
}

/** The refused post of this form, if the page was rendered for one. */
export function usePostedForm(formId: string): PostedForm | undefined {
  const posted = useFormPageState()?.posted;
  return posted?.formId === formId ? posted : undefined;
}
