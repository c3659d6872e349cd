import { englishTranslator, translatorFor } from '@cmms/shared/i18n/source-translators';
import { afterEach, describe, expect, it } from 'vitest';
import { installTranslator } from '../../../lib/i18n/i18n';
import {
  ADMIN_STORE_LIMIT,
  actionTitle,
  adminTitle,
  mergeAdminNotifications,
  parseAdminStore,
  visibleAdminNotifications,
} from './admin-notifications';

const entry = (id: string, minute: number, action = 'site_created') => ({
  id,
  action,
  description: `Entry ${id}`,
  timestamp: new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString(),
  metadata: null,
});

describe('actionTitle', () => {
  it('reads an action as words', () => {
    expect(actionTitle('user_signup')).toBe('User signup');
    expect(actionTitle('material_request')).toBe('Material request');
    expect(actionTitle('')).toBe('Activity');
  });

  it('spells PM as the screens do, also in titles kept before (issue 30)', () => {
    expect(actionTitle('pm_updated')).toBe('PM updated');
    expect(actionTitle('pm_created')).toBe('PM created');
    const stored = JSON.stringify({
      userId: 'admin',
      items: [{ id: 'a', title: 'Pm updated', message: 'PM "Boiler" updated', read: false }],
    });
    expect(parseAdminStore(stored)?.items[0]?.title).toBe('PM updated');
  });
});

describe('mergeAdminNotifications', () => {
  it('adds new entries unread, newest first', () => {
    const store = mergeAdminNotifications(null, 'admin', [entry('a', 1), entry('b', 2)]);
    expect(store.userId).toBe('admin');
    expect(store.items.map((item) => [item.id, item.read, item.title])).toEqual([
      ['b', false, 'Site created'],
      ['a', false, 'Site created'],
    ]);
    expect(store.items[1]?.message).toBe('Entry a');
  });

  it('keeps what was read or removed when the same entries come again', () => {
    const first = mergeAdminNotifications(null, 'admin', [entry('a', 1), entry('b', 2)]);
    const [b, a] = first.items;
    if (!a || !b) throw new Error('expected two items');
    const edited = {
      userId: 'admin',
      items: [
        { ...b, removed: true },
        { ...a, read: true },
      ],
    };
    const again = mergeAdminNotifications(edited, 'admin', [
      entry('a', 1),
      entry('b', 2),
      entry('c', 3),
    ]);
    expect(again.items.map((item) => [item.id, item.read, Boolean(item.removed)])).toEqual([
      ['c', false, false],
      ['b', false, true],
      ['a', true, false],
    ]);
    expect(visibleAdminNotifications(again, 'admin').map((item) => item.id)).toEqual(['c', 'a']);
  });

  it("starts afresh for another user and shows nobody else's", () => {
    const mine = mergeAdminNotifications(null, 'admin', [entry('a', 1)]);
    expect(visibleAdminNotifications(mine, 'superadmin')).toEqual([]);
    const theirs = mergeAdminNotifications(mine, 'superadmin', [entry('z', 5)]);
    expect(theirs.items.map((item) => item.id)).toEqual(['z']);
  });

  it('keeps a bounded number of entries', () => {
    const many = Array.from({ length: ADMIN_STORE_LIMIT + 20 }, (_, i) => entry(`e${i}`, i));
    expect(mergeAdminNotifications(null, 'admin', many).items).toHaveLength(ADMIN_STORE_LIMIT);
  });
});

describe('parseAdminStore', () => {
  it('reads a stored value and refuses anything else', () => {
    const store = mergeAdminNotifications(null, 'admin', [entry('a', 1)]);
    expect(parseAdminStore(JSON.stringify(store))).toEqual(store);
    for (const raw of [null, '', '{', '[]', '{"userId":1,"items":[]}', '"x"']) {
      expect(parseAdminStore(raw)).toBeNull();
    }
  });
});

describe("in the reader's language (issue 32)", () => {
  afterEach(() => installTranslator(englishTranslator));

  it('names an entry by its action, also one stored with an English title only', () => {
    const [item] = mergeAdminNotifications(null, 'admin', [entry('a', 1, 'pm_updated')]).items;
    if (!item) throw new Error('expected an item');
    expect(adminTitle(item)).toBe('PM updated');
    installTranslator(translatorFor('ar'));
    const arabic = translatorFor('ar').t('activity.actionPmUpdated');
    expect(adminTitle(item)).toBe(arabic);
    expect(adminTitle({ title: 'PM updated' })).toBe(arabic);
    expect(adminTitle({ title: 'Something else' })).toBe('Something else');
  });

  it('takes the description the server wrote last, in the language it speaks now', () => {
    const first = mergeAdminNotifications(null, 'admin', [entry('a', 1)]);
    const again = mergeAdminNotifications(first, 'admin', [
      { ...entry('a', 1), description: 'Sitio "Lakeside" creado' },
    ]);
    expect(again.items[0]?.message).toBe('Sitio "Lakeside" creado');
  });
});
