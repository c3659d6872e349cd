import type { Box, Point, ToastLayout } from './toast-placement';

// What counts as a control: anything a press or a key acts on.
const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
// Presses older than this no longer say where the user is looking.
const TOUCH_MEMORY_MS = 10_000;
const TOUCHES_KEPT = 3;

const boxOf = (element: Element): Box => {
  const { top, right, bottom, left } = element.getBoundingClientRect();
  return { top, right, bottom, left };
};
const isShown = (box: Box) => box.right > box.left && box.bottom > box.top;

let touches: (Point & { at: number })[] = [];

function remember(point: Point) {
  touches = [{ ...point, at: Date.now() }, ...touches].slice(0, TOUCHES_KEPT);
}

/**
 * Keeps where the user last pressed (a pointer) or activated something (Enter or Space on the
 * focused control), so toasts can keep clear of it. Returns the stop function.
 */
export function watchTouches(target: Window = window): () => void {
  const onPointer = (event: PointerEvent) => remember({ x: event.clientX, y: event.clientY });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const focused = target.document.activeElement;
    if (!focused || focused === target.document.body) return;
    const box = boxOf(focused);
    if (isShown(box)) remember({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });
  };
  target.addEventListener('pointerdown', onPointer, true);
  target.addEventListener('keydown', onKey, true);
  return () => {
    target.removeEventListener('pointerdown', onPointer, true);
    target.removeEventListener('keydown', onKey, true);
  };
}

function recentTouches(now: number): Point[] {
  return touches.filter((touch) => now - touch.at <= TOUCH_MEMORY_MS).map(({ x, y }) => ({ x, y }));
}

/** The first element of `selector` that stays put while the page scrolls (sticky or fixed). */
function pinned(selector: string, where: (box: Box) => boolean): Box | null {
  for (const element of document.querySelectorAll(selector)) {
    const { position } = getComputedStyle(element);
    if (position !== 'sticky' && position !== 'fixed') continue;
    const box = boxOf(element);
    if (isShown(box) && where(box)) return box;
  }
  return null;
}

/**
 * The header's longest stretch without a control on its first row: on a desktop, from the page
 * title to the site selector, bell or profile menu.
 */
function freeZoneOf(header: Element, headerBox: Box): Box | null {
  const row = header.firstElementChild ?? header;
  const rowBox = boxOf(row);
  const style = getComputedStyle(row);
  const start = rowBox.left + Number.parseFloat(style.paddingLeft || '0');
  const end = rowBox.right - Number.parseFloat(style.paddingRight || '0');
  const controls = [...row.querySelectorAll(CONTROLS)]
    .map(boxOf)
    .filter((box) => isShown(box) && box.top < rowBox.bottom && box.bottom > rowBox.top)
    .sort((a, b) => a.left - b.left);
  let best: { left: number; right: number } | null = null;
  let from = start;
  for (const control of [...controls, { left: end, right: end }]) {
    const gap = { left: from, right: Math.min(control.left, end) - 12 };
    if (!best || gap.right - gap.left > best.right - best.left) best = gap;
    from = Math.max(from, control.right + 12);
  }
  if (!best || best.right <= best.left) return null;
  return { top: headerBox.top, bottom: rowBox.bottom, left: best.left, right: best.right };
}

/**
 * The dialog's title row and its lowest row of buttons in sight (a form dialog's Cancel and
 * submit, pinned to its bottom while the rest scrolls), when it has them.
 */
function partsOf(dialog: HTMLDialogElement, box: Box) {
  const titleId = dialog.getAttribute('aria-labelledby');
  const title = titleId ? dialog.ownerDocument.getElementById(titleId) : null;
  // The row the title sits in (a form dialog's title bar, with its Close button).
  const titleRow = title?.parentElement === dialog ? title : (title?.parentElement ?? null);
  const inSight = [...dialog.querySelectorAll('button')]
    .map((button) => ({ button, at: boxOf(button) }))
    .filter(({ at }) => isShown(at) && at.top >= box.top && at.bottom <= box.bottom + 1);
  const last = inSight.reduce<(typeof inSight)[number] | null>(
    (lowest, candidate) => (!lowest || candidate.at.bottom > lowest.at.bottom ? candidate : lowest),
    null,
  )?.button;
  const actionsRow =
    last?.parentElement && last.parentElement !== dialog ? last.parentElement : last;
  return {
    title: titleRow ? boxOf(titleRow) : null,
    actions: actionsRow && actionsRow !== titleRow ? boxOf(actionsRow) : null,
  };
}

function dialogLayout(dialog: HTMLDialogElement) {
  const box = boxOf(dialog);
  return { box, ...partsOf(dialog, box) };
}

/** The controls on screen: inside the dialog while one is open (the rest is inert then). */
function controlsOn(viewport: { width: number; height: number }, dialog: HTMLDialogElement | null) {
  return (
    [...(dialog ?? document).querySelectorAll(CONTROLS)]
      // The toasts' own buttons go where the toasts go.
      .filter((element) => !element.closest('[data-sonner-toaster]'))
      .map(boxOf)
      .filter(
        (box) =>
          isShown(box) &&
          box.bottom > 0 &&
          box.top < viewport.height &&
          box.right > 0 &&
          box.left < viewport.width,
      )
  );
}

/** Measures what toasts must keep clear of, now (lib/toast-placement.ts decides). */
export function readToastLayout(dialog: HTMLDialogElement | null, now = Date.now()): ToastLayout {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const headerElement = [...document.querySelectorAll('header')].find((element) => {
    const { position } = getComputedStyle(element);
    return position === 'sticky' || position === 'fixed';
  });
  const header = headerElement ? boxOf(headerElement) : null;
  return {
    viewport,
    header,
    headerFreeZone: headerElement && header ? freeZoneOf(headerElement, header) : null,
    bottomBar: pinned('nav', (box) => box.bottom >= viewport.height - 1 && box.top > 0),
    dialog: dialog ? dialogLayout(dialog) : null,
    touches: recentTouches(now),
    controls: controlsOn(viewport, dialog),
  };
}
