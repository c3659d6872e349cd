import { type ReactNode, useId } from 'react';
import { t } from '../../lib/i18n/i18n';
import { Button } from './button';
import { useDialog } from './use-dialog';

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

/** A modal question on the native <dialog>; useDialog handles focus, Escape and closing. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy = false,
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useDialog(open, onCancel, busy);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
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
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant={tone} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
