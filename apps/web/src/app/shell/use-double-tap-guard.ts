import { useEffect } from 'react';
import { createTapFilter, tappedControl } from '../../lib/shell-behaviour';

/**
 * requirements/product.md#limits: on a mobile device a second tap on the same control within 300 ms is dropped, so
 * a double tap does not submit twice. Listens in the capture phase on window, before React.
 */
export function useDoubleTapGuard(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const taps = createTapFilter();
    const onClick = (event: MouseEvent) => {
      const target = tappedControl(event.target);
      if (!target || taps.allow(target, event.timeStamp)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    // A key pressed between two taps (Escape closing what the first tap opened), or a field
    // changed between them (a quantity corrected after a refusal, also by paste, autofill or
    // voice, which press no key), makes them two separate actions, not a double tap.
    const separate = () => taps.reset();
    window.addEventListener('click', onClick, true);
    window.addEventListener('keydown', separate, true);
    window.addEventListener('input', separate, true);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('keydown', separate, true);
      window.removeEventListener('input', separate, true);
    };
  }, [enabled]);
}
