import { createContext } from 'react';

/**
 * A form whose typed values a newly mounted form takes over (docs/decisions/010):
 * the server-rendered copy of a widget, replaced once the widget's code has
 * loaded. It is out of the document by then, but its controls still hold what
 * the visitor typed.
 */
export const CarriedFormContext = createContext<HTMLFormElement | null>(null);

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Puts into `control` what the carried form's control of the same name
 * holds, when the carried form has one; file inputs are left alone (a file
 * cannot be set from script).
 */
export function carryTypedValue(control: Control, carried: HTMLFormElement | null): void {
  if (!carried || !control.name || (control instanceof HTMLInputElement && control.type === 'file')) return;
  const same = [...carried.elements].filter(
    (element): element is Control => 'name' in element && element.name === control.name,
  );
  const [first] = same;
  if (!first) return;
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    control.checked = same.some(
      (element) => element instanceof HTMLInputElement && element.checked && element.value === control.value,
    );
  } else {
    control.value = first.value;
  }
}
