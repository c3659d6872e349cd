/** requirements/product.md#limits: the constants of the shell's gestures and checks. */
const DOUBLE_TAP_WINDOW_MS = 300;
const BACK_EXIT_WINDOW_MS = 2_000;
const PULL_THRESHOLD_PX = 80;
export const REFRESH_INDICATOR_MS = 2_000;
export const DAY_CHECK_INTERVAL_MS = 60_000;

export type Shortcut = 'settings' | 'dashboard' | null;

/** requirements/product.md#screens: ctrl/cmd+, opens settings, ctrl/cmd+d the dashboard. */
export function shortcutFor(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): Shortcut {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  if (event.key === ',') return 'settings';
  if (event.key.toLowerCase() === 'd') return 'dashboard';
  return null;
}

export type BackAction = 'exit' | 'warn' | 'dashboard';

/**
 * requirements/product.md#screens, native back button: on a dashboard the first press warns and a second within
 * 2 s exits; anywhere else it goes to the role's dashboard.
 */
export function backButtonAction(
  pathname: string,
  lastPressAt: number | null,
  now: number,
): BackAction {
  if (!/\/dashboard\/?$/.test(pathname)) return 'dashboard';
  return lastPressAt !== null && now - lastPressAt <= BACK_EXIT_WINDOW_MS ? 'exit' : 'warn';
}

/** requirements/product.md#states: the session ends when the calendar day of login is not today (local time). */
export function loggedInOnAnotherDay(loginTime: string | null, now: Date): boolean {
  if (!loginTime) return false;
  const login = new Date(loginTime);
  if (Number.isNaN(login.getTime())) return false;
  return login.toDateString() !== now.toDateString();
}

// The control a tap lands on: a tap on a button's icon is a tap on the button.
const CONTROL = 'a, button, [role="button"], [role="menuitem"], input[type="submit"], label';
// A form field: a tap on a label clicks its field a moment later, and that click (whose target
// is the field, inside the label) is the label's own doing, never a second tap.
const FIELD =
  'input:not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]), select, textarea';

/**
 * The control the double-tap guard watches for a click on `target`; null for none, or a field.
 * A phone journey taps a label-wrapped choice (e2e/work-order-record.e2e.ts, Before/After).
 */
export function tappedControl(target: EventTarget | null): Element | null {
  if (!(target instanceof Element) || target.matches(FIELD)) return null;
  return target.closest(CONTROL);
}

/**
 * requirements/product.md#limits: a second tap on the same control within 300 ms is dropped on mobile (a double tap
 * would submit twice or open and close at once). `allow` answers whether a tap may go through;
 * `reset` forgets the last tap, for input in between (a key press) that makes it no double tap.
 */
export function createTapFilter(windowMs = DOUBLE_TAP_WINDOW_MS) {
  let last: { target: unknown; at: number } | null = null;
  return {
    allow(target: unknown, at: number): boolean {
      const repeated = last !== null && last.target === target && at - last.at < windowMs;
      // A dropped tap does not extend the window: a third tap 350 ms after the first goes through.
      if (!repeated) last = { target, at };
      return !repeated;
    },
    reset() {
      last = null;
    },
  };
}

/** requirements/product.md#states: a pull of over 80 px (the finger's travel down from the top) refreshes. */
export const pullTriggers = (fingerTravel: number) => fingerTravel > PULL_THRESHOLD_PX;
/** Where the indicator sits: it follows the finger, held back, and stops at 96 px. */
export const pullOffset = (fingerTravel: number) => Math.max(0, Math.min(fingerTravel * 0.8, 96));
