import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface SheetProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A panel that slides up from the bottom of a phone screen, on the native <dialog>: showModal()
 * makes the page behind inert, Escape closes it and focus returns to the opener, so no focus
 * trap is hand-written. A tap on the dimmed backdrop closes it too.
 */
export function Sheet({ open, title, onClose, children }: SheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap is a pointer shortcut; keyboards close with Escape (native) or the Close button
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // The close event comes a task after the dialog closed; by then a quick tap on the opener
      // may have opened it again, and that late event must not close it.
      onClose={() => {
        if (open && !dialog.current?.open) onClose();
      }}
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
          aria-label="Close"
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
