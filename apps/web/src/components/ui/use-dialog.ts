import { type SyntheticEvent, useEffect, useRef } from 'react';

/**
 * Drives a native <dialog> from React state; spread the result onto the <dialog>. showModal()
 * makes the page behind inert, moves focus in, closes on Escape and returns focus to the opener,
 * so no focus trap is hand-written anywhere.
 */
export function useDialog(open: boolean, onClose: () => void, busy = false) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return {
    ref,
    // The close event comes a task after the dialog closed; by then a quick tap on the opener
    // may have opened it again, and that late event must not close it.
    onClose: () => {
      if (open && !ref.current?.open) onClose();
    },
    // While an action runs, Escape must not hide it half-done.
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      if (busy) event.preventDefault();
    },
  };
}
