import '@testing-library/jest-dom/jest-globals';

// jsdom has no layout, so no media query ever matches; tests that need one replace this.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has HTMLDialogElement but not its modal methods. This stands in for their visible part (the `open`
// attribute, focus on the first focusable element inside, the close event); the browser's inertness and focus
// containment are tested end to end.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, [href], input:not([type="hidden"]), select, textarea, iframe')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/**
 * jest-fixed-jsdom gives jsdom Node's FormData (for Node's fetch), which cannot
 * read a form element as the browser's does. React reads one when a form's
 * submit starts a transition (a navigation); this one reads the form's
 * successful controls as the browser would.
 */
if (typeof window !== 'undefined') {
  const NodeFormData = globalThis.FormData;
  class FormDataOfForm extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (!form) return;
      for (const element of Array.from(form.elements) as HTMLInputElement[]) {
        if (!element.name || element.disabled) continue;
        const { type } = element;
        if ((type === 'checkbox' || type === 'radio') && !element.checked) continue;
        if (['submit', 'button', 'image', 'reset'].includes(type) && element !== submitter) continue;
        if (type === 'file') for (const file of Array.from(element.files ?? [])) this.append(element.name, file);
        else this.append(element.name, element.value);
      }
    }
  }
  globalThis.FormData = FormDataOfForm as typeof FormData;
}
