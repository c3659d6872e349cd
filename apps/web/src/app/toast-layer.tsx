import { createPortal } from 'react-dom';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../lib/toast';
import { toastPlacement } from '../lib/toast-placement';
import { useTopModalDialog } from '../lib/use-top-modal-dialog';

/**
 * The toasts (doc 000 §3, §4), placed where they cover no main button (lib/toast-placement.ts).
 * While a modal dialog is open they render inside it: the dialog is in the top layer and makes
 * the rest of the page inert, so toasts left outside would show under its backdrop, unclickable
 * and unheard by screen readers. Toasts still showing follow when the dialog closes.
 */
export function ToastLayer({ mobile }: { mobile: boolean }) {
  const dialog = useTopModalDialog();
  const toaster = (
    <Toaster
      {...toastPlacement({ mobile, overDialog: dialog !== null })}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
    />
  );
  return dialog ? createPortal(toaster, dialog) : toaster;
}
