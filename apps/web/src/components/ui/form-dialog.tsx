import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { t } from '../../lib/i18n/i18n';
import { useDialog } from './use-dialog';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** While saving, Escape and the close button wait. */
  busy?: boolean;
  wide?: boolean;
  onClose(): void;
  /** Mounted only while open, so each opening starts from fresh form state. */
  children: ReactNode;
}

/**
 * A modal form on the native <dialog>; useDialog handles focus, Escape and closing. The dialog
 * scrolls as a whole; DialogActions stays pinned at its bottom.
 */
export function FormDialog({
  open,
  title,
  busy = false,
  wide,
  onClose,
  children,
}: FormDialogProps) {
  const dialog = useDialog(open, onClose, busy);
  const titleId = useId();

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className={clsx(
        'm-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50',
        wide ? 'max-w-2xl' : 'max-w-lg',
      )}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-slate-100 bg-white px-5 py-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          aria-label={t('common.close')}
          disabled={busy}
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
