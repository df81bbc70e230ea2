import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useForm } from 'react-final-form';
import { careerApplicationFields } from '@site/shared/form-rules';
import type { FormValues } from '@site/shared/form-rules';

const answerFields: ReadonlySet<string> = new Set(careerApplicationFields);
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/**
 * What the visitor answered before the page ran (docs/decisions/010): when
 * the wizard mounts on the server's HTML, each answer already in the DOM
 * (a chosen option, typed text, a tick) becomes the form's, instead of the
 * hydrated form resetting it. Elsewhere the DOM and the form agree, and it
 * changes nothing. The form is found through an element inside it, which must be rendered after every field.
 */
export function useAdoptTypedAnswers(insideRef: RefObject<HTMLElement | null>): void {
  const form = useForm<FormValues>();
  // After the fields' own effects (this hook's component comes last in the form): a field registers with its
  // initial value, which would overwrite an answer adopted any earlier. Nothing renders in between, so the
  // controls still show what the visitor chose.
  useEffect(() => {
    const element = insideRef.current?.closest('form');
    if (!element) return;
    const { values } = form.getState();
    form.batch(() => {
      for (const control of Array.from(element.elements)) {
        if (!isControl(control) || !answerFields.has(control.name) || control.disabled) continue;
        if (control instanceof HTMLInputElement && control.type === 'checkbox') {
          if (control.checked !== Boolean(values[control.name])) form.change(control.name, control.checked);
          continue;
        }
        if (control instanceof HTMLInputElement && ['file', 'hidden', 'radio'].includes(control.type)) continue;
        const current = values[control.name];
        const shown = typeof current === 'string' ? current : '';
        if (control.value !== shown) form.change(control.name, control.value === '' ? undefined : control.value);
      }
    });
    // Once, on the server's HTML: later the form drives the DOM.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
