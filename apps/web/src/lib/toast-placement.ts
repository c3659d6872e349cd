import type { ToasterProps } from 'sonner';

export type ToastPlacement = Required<
  Pick<ToasterProps, 'position' | 'offset' | 'mobileOffset' | 'className'>
>;

/** styles.css: on a phone, toasts over a dialog keep to the left of its Close button. */
export const OVER_DIALOG_CLASS = 'toasts-over-dialog';

// Above the phone's bottom bar (3.5 rem and the safe area), with a gap.
const ABOVE_BOTTOM_BAR = 'calc(4.5rem + env(safe-area-inset-bottom))';
const BELOW_TOP_EDGE = 'calc(0.75rem + env(safe-area-inset-top))';

/**
 * Where toasts show, so they cover no main button (issue 20). A page keeps its main buttons at
 * the top (Add Site, Add Asset in the page header, the header's menus), so toasts go to the
 * bottom: the right on a desktop, above the bottom bar on a phone. A dialog keeps its buttons at
 * the bottom (Cancel and the submit button), so over an open dialog toasts go to the top, over
 * its title and clear of its Close button.
 */
export function toastPlacement({
  mobile,
  overDialog,
}: {
  mobile: boolean;
  overDialog: boolean;
}): ToastPlacement {
  if (overDialog) {
    return {
      position: 'top-center',
      offset: { top: BELOW_TOP_EDGE },
      // A phone's dialog spans the width: the toast stops short of its Close button.
      mobileOffset: { top: BELOW_TOP_EDGE, left: '1rem', right: '5rem' },
      className: OVER_DIALOG_CLASS,
    };
  }
  return {
    position: mobile ? 'bottom-center' : 'bottom-right',
    offset: mobile ? { bottom: ABOVE_BOTTOM_BAR } : { bottom: '1.5rem', right: '1.5rem' },
    mobileOffset: { bottom: ABOVE_BOTTOM_BAR },
    className: '',
  };
}
