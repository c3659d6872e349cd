import { describe, expect, it } from 'vitest';
import { toastPlacement } from './toast-placement';

describe('toastPlacement (issue 20: toasts cover no main button)', () => {
  it('keeps desktop toasts off the page header, where Add Site and Add Asset are', () => {
    const page = toastPlacement({ mobile: false, overDialog: false });
    expect(page.position).toBe('bottom-right');
  });

  it('keeps phone toasts at the bottom, above the bottom bar', () => {
    const page = toastPlacement({ mobile: true, overDialog: false });
    expect(page.position).toBe('bottom-center');
    expect(page.mobileOffset).toEqual({ bottom: 'calc(4.5rem + env(safe-area-inset-bottom))' });
  });

  it('moves them to the top over an open dialog, away from its Cancel and submit buttons', () => {
    expect(toastPlacement({ mobile: false, overDialog: true }).position).toBe('top-center');
    expect(toastPlacement({ mobile: true, overDialog: true }).position).toBe('top-center');
  });
});
