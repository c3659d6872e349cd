import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shows a spinner on the confirm button while the action runs. */
  busy?: boolean;
  tone?: 'primary' | 'danger';
  onConfirm(): void;
  /** Cancel, Escape, or the dialog closing any other way. */
  onCancel(): void;
}

/**
 * A modal question built on the native <dialog>: showModal() makes the rest of the page inert,
 * moves focus into the dialog, closes on Escape and returns focus to the opener on close, so
 * no focus trap is hand-written here.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // The close event comes a task after the dialog closed; by then it may be open again.
      onClose={() => {
        if (open && !dialog.current?.open) onCancel();
      }}
      onCancel={(event) => {
        // While the action runs, Escape must not hide it half-done.
        if (busy) event.preventDefault();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <div id={descriptionId} className="mt-2 text-sm text-slate-600">
        {description}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* First in DOM order on purpose: showModal() focuses it, the safe choice. */}
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={tone} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
