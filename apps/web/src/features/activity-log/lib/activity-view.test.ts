import type { ActivityEntry } from '@cmms/shared/activity';
import { afterEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../../../lib/test-storage';
import { toActivityView } from './activity-view';
import { parseViewMode, readViewMode, saveViewMode, VIEW_MODE_KEY } from './view-mode';

const entry = (over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 'e1',
  action: 'site_created',
  description: 'Site "Lakeside" created',
  type: 'site',
  user: 'Aisha Khan',
  role: 'admin',
  userId: 'u1',
  siteId: 's1',
  metadata: null,
  timestamp: '2026-11-21T11:55:00.000Z',
  createdAt: '2026-11-21T11:55:00.000Z',
  ...over,
});
const NOW = Date.parse('2026-11-21T12:00:00.000Z');

describe('toActivityView', () => {
  it('shows the description, action, user, role, type and time of an entry', () => {
    expect(toActivityView(entry(), NOW, 'en-US')).toMatchObject({
      id: 'e1',
      description: 'Site "Lakeside" created',
      actionText: 'Site created',
      userName: 'Aisha Khan',
      roleName: 'Admin',
      typeText: 'Site',
      family: 'site',
      timestamp: '2026-11-21T11:55:00.000Z',
      relative: '5 minutes ago',
    });
  });

  it('reads entries written by the system and roles as people do', () => {
    const view = toActivityView(entry({ user: '', role: 'system' }), NOW);
    expect(view.userName).toBe('System');
    expect(view.roleName).toBe('System');
    expect(toActivityView(entry({ role: 'superadmin' }), NOW).roleName).toBe('Super Admin');
  });

  it('falls back to createdAt, and to a dash for an unreadable time', () => {
    expect(toActivityView(entry({ timestamp: '' }), NOW).relative).toBe('5 minutes ago');
    const broken = toActivityView(entry({ timestamp: 'x', createdAt: 'x' }), NOW);
    expect(broken.relative).toBe('—');
    expect(broken.exact).toBe('—');
  });

  it('gives a type outside the families no family colour', () => {
    const view = toActivityView(entry({ type: 'task_assignment' }), NOW);
    expect(view.family).toBeNull();
    expect(view.typeText).toBe('Task assignment');
  });
});

describe('the remembered view', () => {
  let storage: ReturnType<typeof installMemoryStorage> | undefined;
  afterEach(() => storage?.uninstall());

  it('starts as List, and keeps Table once chosen', () => {
    storage = installMemoryStorage();
    expect(readViewMode()).toBe('list');
    saveViewMode('table');
    expect(storage.stored.get(VIEW_MODE_KEY)).toBe('table');
    expect(readViewMode()).toBe('table');
    saveViewMode('list');
    expect(readViewMode()).toBe('list');
  });

  it('reads anything unknown as List, and works without storage', () => {
    expect(parseViewMode('grid')).toBe('list');
    expect(parseViewMode(null)).toBe('list');
    expect(readViewMode()).toBe('list');
    expect(() => saveViewMode('table')).not.toThrow();
  });
});
