import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { t } from '../../lib/i18n/i18n';
import { useDialog } from './use-dialog';

export interface SheetProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A panel that slides up from the bottom of a phone screen, on the native <dialog>; useDialog
 * handles focus, Escape and closing. A tap on the dimmed backdrop closes it too.
 */
export function Sheet({ open, title, onClose, children }: SheetProps) {
  const dialog = useDialog(open, onClose);
  const titleId = useId();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap is a pointer shortcut; keyboards close with Escape (native) or the Close button
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none rounded-t-2xl border-t border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 sm:mx-auto sm:max-w-lg"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        <button
          type="button"
          aria-label={t('common.close')}
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div className="px-3 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))]">{children}</div>
    </dialog>
  );
}
