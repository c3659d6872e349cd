import { describe, expect, it } from 'vitest';
import {
  backButtonAction,
  createTapFilter,
  loggedInOnAnotherDay,
  pullTriggers,
  shortcutFor,
} from './shell-behaviour';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>,
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('keyboard shortcuts (requirements/product.md#screens)', () => {
  it('opens settings on ctrl+, or cmd+, and the dashboard on ctrl+d or cmd+d', () => {
    expect(shortcutFor(key(',', { ctrlKey: true }))).toBe('settings');
    expect(shortcutFor(key(',', { metaKey: true }))).toBe('settings');
    expect(shortcutFor(key('d', { ctrlKey: true }))).toBe('dashboard');
    expect(shortcutFor(key('D', { metaKey: true }))).toBe('dashboard');
  });

  it('ignores plain keys and other combinations', () => {
    expect(shortcutFor(key('d', {}))).toBeNull();
    expect(shortcutFor(key(',', {}))).toBeNull();
    expect(shortcutFor(key('d', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutFor(key('s', { ctrlKey: true }))).toBeNull();
  });
});

describe('the native back button (requirements/product.md#screens)', () => {
  it('goes to the dashboard from any other page', () => {
    expect(backButtonAction('/technician/tasks', null, 10_000)).toBe('dashboard');
    expect(backButtonAction('/assets/abc', 9_000, 10_000)).toBe('dashboard');
  });

  it('warns on a dashboard, and exits on a second press within 2 s', () => {
    expect(backButtonAction('/technician/dashboard', null, 10_000)).toBe('warn');
    expect(backButtonAction('/technician/dashboard', 8_000, 10_000)).toBe('exit');
    expect(backButtonAction('/technician/dashboard', 7_999, 10_000)).toBe('warn');
  });
});

describe('the day-change logout check (requirements/product.md#states)', () => {
  it('ends a session that began on another calendar day', () => {
    const now = new Date(2026, 2, 10, 0, 0, 30);
    expect(loggedInOnAnotherDay(new Date(2026, 2, 9, 23, 59).toISOString(), now)).toBe(true);
    expect(loggedInOnAnotherDay(new Date(2026, 2, 10, 0, 0, 1).toISOString(), now)).toBe(false);
  });

  it('keeps a session with no readable login time', () => {
    expect(loggedInOnAnotherDay(null, new Date())).toBe(false);
    expect(loggedInOnAnotherDay('not a date', new Date())).toBe(false);
  });
});

describe('double-tap suppression (requirements/product.md#limits)', () => {
  it('drops a second tap on the same control within 300 ms', () => {
    const taps = createTapFilter();
    const button = {};
    expect(taps.allow(button, 1_000)).toBe(true);
    expect(taps.allow(button, 1_299)).toBe(false);
    expect(taps.allow(button, 1_300)).toBe(true);
  });

  it('lets quick taps on different controls through', () => {
    const taps = createTapFilter();
    expect(taps.allow({}, 1_000)).toBe(true);
    expect(taps.allow({}, 1_050)).toBe(true);
  });

  it('does not count two taps with a key press between them as a double tap', () => {
    const taps = createTapFilter();
    const button = {};
    expect(taps.allow(button, 1_000)).toBe(true);
    taps.reset();
    expect(taps.allow(button, 1_100)).toBe(true);
  });
});

describe('pull-to-refresh (requirements/product.md#states)', () => {
  it('fires only for a pull of over 80 px', () => {
    expect(pullTriggers(80)).toBe(false);
    expect(pullTriggers(81)).toBe(true);
  });
});
