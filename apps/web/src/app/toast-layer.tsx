import { type CSSProperties, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'sonner';
import { t } from '../lib/i18n/i18n';
import { readSession, subscribeSession } from '../lib/session';
import { dismissEarlierToasts, onToastShowing, TOAST_DURATION_MS } from '../lib/toast';
import { type ToastPlacement, toastPlacement } from '../lib/toast-placement';
import { readToastLayout, watchTouches } from '../lib/toast-placement-layout';
import { useTopModalDialog } from '../lib/use-top-modal-dialog';

const placementNow = (dialog: HTMLDialogElement | null): ToastPlacement =>
  toastPlacement(readToastLayout(dialog));

/**
 * The toasts, placed where they cover no control (lib/toast-placement.ts): measured again just
 * before each toast shows, when a dialog opens or closes and when the window changes size.
 * While a modal dialog is open they render inside it: the dialog is in the top layer and makes
 * the rest of the page inert, so toasts left outside would show under its backdrop, unclickable
 * and unheard by screen readers. Toasts still showing follow when the dialog closes. Signing
 * out dismisses what was said to the previous user.
 */
export function ToastLayer({ mobile }: { mobile: boolean }) {
  const dialog = useTopModalDialog();
  const [placement, setPlacement] = useState<ToastPlacement | null>(null);
  const place = useCallback(() => setPlacement(placementNow(dialog)), [dialog]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the shell's frame changes with `mobile`
  useLayoutEffect(place, [place, mobile]);
  useEffect(() => onToastShowing(place), [place]);
  useEffect(() => {
    // A window dragged to a new size fires many of these: measure once a frame at most.
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, [place]);
  useEffect(() => watchTouches(), []);

  useEffect(() => {
    let userId = readSession()?.user.id ?? null;
    return subscribeSession(() => {
      const next = readSession()?.user.id ?? null;
      if (userId !== null && next !== userId) dismissEarlierToasts();
      userId = next;
    });
  }, []);

  if (!placement) return null;
  const toaster = (
    <Toaster
      position={placement.position}
      offset={placement.offset}
      mobileOffset={placement.mobileOffset}
      style={{ '--width': `${placement.width}px` } as CSSProperties}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      containerAriaLabel={t('shell.notificationsRegion')}
      toastOptions={{ closeButtonAriaLabel: t('shell.closeToast') }}
    />
  );
  return dialog ? createPortal(toaster, dialog) : toaster;
}
