import { describe, expect, it } from 'vitest';
import { type Box, type Point, type ToastLayout, toastPlacement } from './toast-placement';

const box = (left: number, top: number, right: number, bottom: number): Box => ({
  left,
  top,
  right,
  bottom,
});
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const contains = (area: Box, { x, y }: Point) =>
  x >= area.left && x <= area.right && y >= area.top && y <= area.bottom;

// As measured on the demo's screens (issue 30).
const desktopPage: ToastLayout = {
  viewport: { width: 1366, height: 800 },
  header: box(256, 0, 1366, 65),
  // The page title's stretch, up to the site selector at 862.
  headerFreeZone: box(280, 0, 850, 64),
  bottomBar: null,
  dialog: null,
  touches: [],
  controls: [],
};
const headerControls = box(862, 10, 1342, 54);

const phonePage: ToastLayout = {
  viewport: { width: 390, height: 844 },
  header: box(0, 0, 390, 108),
  headerFreeZone: box(64, 0, 240, 56),
  bottomBar: box(0, 788, 390, 844),
  dialog: null,
  touches: [],
  controls: [],
};

describe('toastPlacement (issue 30: toasts cover no control)', () => {
  it('puts desktop toasts over the page title in the header, clear of its controls', () => {
    // The holiday's Delete at the end of its row, where bottom-right toasts used to sit.
    const deleteButton = { x: 1260, y: 700 };
    const placement = toastPlacement({ ...desktopPage, touches: [deleteButton] });
    expect(placement.position).toBe('top-left');
    expect(placement.offset.left).toBe('280px');
    expect(placement.width).toBe(356);
    expect(overlaps(placement.area, headerControls)).toBe(false);
    expect(contains(placement.area, deleteButton)).toBe(false);
  });

  it('uses a band below the header when the header has no room left', () => {
    const placement = toastPlacement({ ...desktopPage, headerFreeZone: box(280, 0, 420, 64) });
    expect(placement.position).toBe('top-center');
    expect(placement.offset.top).toBe('77px');
  });

  it("keeps a phone's toasts away from the card action just tapped", () => {
    // Complete near the bottom: the toast shows below the header.
    const low = toastPlacement({ ...phonePage, touches: [{ x: 300, y: 700 }] });
    expect(low.position).toBe('top-center');
    expect(low.mobileOffset).toMatchObject({ top: '120px', left: '12px', right: '12px' });
    expect(contains(low.area, { x: 300, y: 700 })).toBe(false);

    // Delete just below the header: the toast shows above the bottom bar.
    const high = toastPlacement({ ...phonePage, touches: [{ x: 300, y: 150 }] });
    expect(high.position).toBe('bottom-center');
    expect(high.mobileOffset).toMatchObject({ bottom: '68px' });
    expect(contains(high.area, { x: 300, y: 150 })).toBe(false);
    expect(high.area.bottom).toBeLessThanOrEqual(788);
  });

  it('keeps clear of every recent press when it can, else of the latest', () => {
    // The card's Delete near the top, then the confirmation's Delete in the middle.
    const both = toastPlacement({
      ...phonePage,
      touches: [
        { x: 280, y: 480 },
        { x: 300, y: 190 },
      ],
    });
    expect(both.position).toBe('bottom-center');

    const cornered = toastPlacement({
      ...phonePage,
      touches: [
        { x: 200, y: 740 },
        { x: 200, y: 130 },
      ],
    });
    expect(cornered.position).toBe('top-center');
  });

  it('of two bands clear of the presses, takes the one over fewer controls', () => {
    // A material card's Delete in the middle, then the confirmation's; cards above and below.
    const touches = [
      { x: 280, y: 470 },
      { x: 280, y: 420 },
    ];
    const cardActionsAtTop = [box(200, 130, 280, 174), box(290, 130, 370, 174)];
    const cardActionsAtBottom = [box(290, 700, 370, 744)];
    const placement = toastPlacement({
      ...phonePage,
      touches,
      controls: [...cardActionsAtTop, ...cardActionsAtBottom],
    });
    expect(placement.position).toBe('bottom-center');
    const fewerBelow = toastPlacement({ ...phonePage, touches, controls: cardActionsAtBottom });
    expect(fewerBelow.position).toBe('top-center');
  });

  it('shows on the login page at the top, with nothing to keep clear of', () => {
    const placement = toastPlacement({ ...phonePage, header: null, bottomBar: null });
    expect(placement.position).toBe('top-center');
    expect(placement.mobileOffset.top).toBe('12px');
  });

  it('puts toasts beside a desktop dialog, off its title and buttons', () => {
    const dialog = box(347, 40, 1019, 760);
    const placement = toastPlacement({
      ...desktopPage,
      dialog: { box: dialog, title: box(347, 40, 1019, 108), actions: box(347, 680, 1019, 760) },
    });
    expect(placement.position).toBe('top-left');
    expect(overlaps(placement.area, dialog)).toBe(false);
    expect(placement.width).toBeLessThanOrEqual(356);
  });

  it("puts toasts above a phone's confirmation dialog", () => {
    const dialog = box(16, 300, 374, 544);
    const placement = toastPlacement({
      ...phonePage,
      dialog: { box: dialog, title: box(40, 324, 350, 352), actions: box(40, 440, 350, 520) },
    });
    expect(placement.position).toBe('top-center');
    expect(overlaps(placement.area, dialog)).toBe(false);
  });

  it('keeps toasts over a full-screen dialog between its title row and its buttons', () => {
    const title = box(12, 12, 378, 80);
    const actions = box(12, 700, 378, 832);
    const layout = { ...phonePage, dialog: { box: box(12, 12, 378, 832), title, actions } };

    // Pressed its submit button: the toast shows under the title row.
    const submitted = toastPlacement({ ...layout, touches: [{ x: 195, y: 790 }] });
    expect(submitted.position).toBe('top-left');
    expect(overlaps(submitted.area, title)).toBe(false);
    expect(overlaps(submitted.area, actions)).toBe(false);
    expect(submitted.mobileOffset).toMatchObject({ top: '92px', left: '24px', right: '24px' });

    // Buttons scrolled out of sight below: the toast still shows on the screen.
    const scrolled = toastPlacement({
      ...layout,
      dialog: { ...layout.dialog, actions: box(12, 1500, 378, 1560) },
      touches: [{ x: 195, y: 120 }],
    });
    expect(scrolled.area.top).toBeGreaterThanOrEqual(0);
    expect(scrolled.area.bottom).toBeLessThanOrEqual(844);

    // Pressed a field near its top: the toast shows above the buttons.
    const typed = toastPlacement({ ...layout, touches: [{ x: 195, y: 120 }] });
    expect(typed.position).toBe('bottom-left');
    expect(overlaps(typed.area, actions)).toBe(false);
    expect(overlaps(typed.area, title)).toBe(false);
  });
});
