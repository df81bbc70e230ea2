import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, SyntheticEvent } from 'react';

interface ModalDialogOptions {
  /** Escape (or the platform's other close requests) asks for this; without it they do nothing. */
  onEscape?: () => void;
  /** The dialog was closed by something other than `open` turning false. */
  onClosed: () => void;
}

/**
 * The platform's modal dialog (issue 18, WCAG 2.1.2 and 2.4.3): while `open`, the `<dialog>` given the returned
 * ref is shown with `showModal()`, so the page behind it is inert (no focus, no clicks, hidden from assistive
 * technology), focus starts in it and cannot leave it, an iframe included. Escape does what `onEscape` says, and
 * nothing when it is absent. When it closes, focus goes back to where it was, if that element is still there.
 */
export function useModalDialog(open: boolean, { onEscape, onClosed }: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const closedElsewhere = useEffectEvent(onClosed);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    const previous = dialog.ownerDocument.activeElement;
    if (!dialog.open) dialog.showModal();
    const onClose = () => closedElsewhere();
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open]);

  const request = (event: SyntheticEvent) => {
    // Handled here, so the browser never closes the dialog behind React's back (or after a second Escape).
    event.preventDefault();
    onEscape?.();
  };

  return {
    ref,
    dialogProps: {
      onCancel: request,
      onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
        if (event.key === 'Escape') request(event);
      },
    },
  };
}
