import type { ToasterProps } from 'sonner';

/** A rectangle on the screen, in CSS pixels from the viewport's top left. */
export type Box = { top: number; right: number; bottom: number; left: number };
export type Point = { x: number; y: number };

/** What toasts must keep clear of, measured on the screen (lib/toast-placement-layout.ts). */
export type ToastLayout = {
  viewport: { width: number; height: number };
  /** The app's header, or null on a page without one (the login page). */
  header: Box | null;
  /** The longest stretch of the header's first row that holds no control: the page title's. */
  headerFreeZone: Box | null;
  /** The phone's bottom bar, or null. */
  bottomBar: Box | null;
  /** The topmost modal dialog, with its title row and its row of buttons when it has them. */
  dialog: { box: Box; title: Box | null; actions: Box | null } | null;
  /** Where the user pressed or activated something lately, newest first. */
  touches: Point[];
  /** The controls on screen that can be used now: the dialog's while one is open. */
  controls: Box[];
};

type Offsets = { top?: string; bottom?: string; left?: string; right?: string };

export type ToastPlacement = Required<Pick<ToasterProps, 'position'>> & {
  offset: Offsets;
  mobileOffset: Offsets;
  /** The toasts' width in pixels (sonner's --width; under 600 px sonner spans the offsets). */
  width: number;
  /** Where toasts are expected to show (the first one, up to three lines), for tests and docs. */
  area: Box;
};

/** Sonner's own width, the most a toast takes. */
const TOAST_WIDTH = 356;
/** A toast narrower than this wraps most messages onto four lines or more. */
const TOAST_MIN_WIDTH = 220;
/** The height of a toast of up to three lines (sonner: 16 px padding, 19.5 px lines). */
const TOAST_HEIGHT = 92;
// A toast of one line, centred in the header's height.
const ONE_LINE_HEIGHT = 52;
const EDGE = 12;
// A finger or pointer pressed this close to a toast's area counts as pressed on it.
const TOUCH_MARGIN = 24;

const px = (value: number) => `${Math.round(value)}px`;
const widthOf = (box: Box) => box.right - box.left;

function band(
  layout: ToastLayout,
  side: 'top' | 'bottom',
  edge: number,
  span: { left: number; right: number },
): ToastPlacement {
  const width = Math.min(TOAST_WIDTH, span.right - span.left - 2 * EDGE);
  const sideways = {
    left: px(span.left + EDGE),
    right: px(layout.viewport.width - span.right + EDGE),
  };
  const centred = span.left <= 0 && span.right >= layout.viewport.width;
  const left = centred ? (layout.viewport.width - width) / 2 : span.left + EDGE;
  const top = side === 'top' ? edge : edge - TOAST_HEIGHT;
  const fromEdge = { [side]: px(side === 'top' ? edge : layout.viewport.height - edge) };
  return {
    position: `${side}-${centred ? 'center' : 'left'}`,
    offset: { ...fromEdge, ...(centred ? {} : { left: sideways.left }) },
    mobileOffset: { ...fromEdge, ...sideways },
    width,
    area: { top, bottom: top + TOAST_HEIGHT, left, right: left + width },
  };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const touched = (area: Box, touches: Point[]) =>
  touches.some(
    ({ x, y }) =>
      x >= area.left - TOUCH_MARGIN &&
      x <= area.right + TOUCH_MARGIN &&
      y >= area.top - TOUCH_MARGIN &&
      y <= area.bottom + TOUCH_MARGIN,
  );

/**
 * Of two bands, the one clear of what the user just pressed (a card's Complete, a dialog's
 * Delete) that covers the fewest controls: among those clear of every recent press, else of
 * the latest, else among both; the first on a tie.
 */
function bandAwayFromTouches(layout: ToastLayout, candidates: [ToastPlacement, ToastPlacement]) {
  const { touches, controls, viewport } = layout;
  // A band must be on the screen (a dialog's buttons may have scrolled out of it).
  const onScreen = candidates.filter(
    (band) => band.area.top >= 0 && band.area.bottom <= viewport.height,
  );
  const bands = onScreen.length > 0 ? onScreen : candidates;
  const covered = (band: ToastPlacement) =>
    controls.filter((control) => overlaps(band.area, control)).length;
  const fewest = (among: ToastPlacement[]) =>
    among.reduce<ToastPlacement | undefined>(
      (best, band) => (best === undefined || covered(band) < covered(best) ? band : best),
      undefined,
    );
  return (
    fewest(bands.filter((band) => !touched(band.area, touches))) ??
    fewest(bands.filter((band) => !touched(band.area, touches.slice(0, 1)))) ??
    fewest(bands) ??
    candidates[0]
  );
}

/**
 * Where toasts show so that they cover no control (issue 30, docs/web-ui.md "Toasts"):
 *
 * - Over an open dialog, off the dialog: beside it on the backdrop when there is room (a desktop),
 *   else above or below it (a phone's confirmation); a dialog that fills the screen gets them
 *   between its title row and its buttons, on the side away from what was just pressed.
 * - On a desktop page, in the header's stretch without controls (the page title's), which is
 *   never a button; the header keeps its place however the page scrolls.
 * - On a phone page, and wherever the header has no room: below the header or above the bottom
 *   bar, on the side away from what was just pressed, so a card's Complete or Delete that was
 *   tapped is never under the toast it raised.
 */
export function toastPlacement(layout: ToastLayout): ToastPlacement {
  const { viewport, dialog } = layout;
  const whole = { left: 0, right: viewport.width };
  if (dialog) {
    const side = dialog.box.left - 2 * EDGE;
    if (side >= TOAST_MIN_WIDTH) {
      const width = Math.min(TOAST_WIDTH, side);
      const offset = { top: px(EDGE), left: px(EDGE) };
      return {
        position: 'top-left',
        offset,
        mobileOffset: offset,
        width,
        area: { top: EDGE, bottom: EDGE + TOAST_HEIGHT, left: EDGE, right: EDGE + width },
      };
    }
    if (dialog.box.top >= TOAST_HEIGHT + 2 * EDGE) return band(layout, 'top', EDGE, whole);
    if (viewport.height - dialog.box.bottom >= TOAST_HEIGHT + 2 * EDGE) {
      return band(layout, 'bottom', viewport.height - EDGE, whole);
    }
    const inside = { left: dialog.box.left, right: dialog.box.right };
    const below = Math.max(dialog.title?.bottom ?? dialog.box.top, dialog.box.top);
    const above = Math.min(dialog.actions?.top ?? dialog.box.bottom, dialog.box.bottom);
    return bandAwayFromTouches(layout, [
      band(layout, 'top', below + EDGE, inside),
      band(layout, 'bottom', above - EDGE, inside),
    ]);
  }
  const zone = layout.headerFreeZone;
  if (zone && layout.bottomBar === null && widthOf(zone) >= TOAST_MIN_WIDTH) {
    const width = Math.min(TOAST_WIDTH, widthOf(zone));
    const top = zone.top + (zone.bottom - zone.top - ONE_LINE_HEIGHT) / 2;
    const offset = { top: px(Math.max(top, zone.top)), left: px(zone.left) };
    return {
      position: 'top-left',
      offset,
      mobileOffset: offset,
      width,
      area: {
        top: zone.top,
        bottom: zone.top + TOAST_HEIGHT,
        left: zone.left,
        right: zone.left + width,
      },
    };
  }
  return bandAwayFromTouches(layout, [
    band(layout, 'top', (layout.header?.bottom ?? 0) + EDGE, whole),
    band(layout, 'bottom', (layout.bottomBar?.top ?? viewport.height) - EDGE, whole),
  ]);
}
