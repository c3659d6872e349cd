import type { SessionUser } from '@cmms/shared/accounts';
import type { Language } from '@cmms/shared/i18n/languages';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import { currentUser, saveSession } from '../../../lib/session';
import { installMemoryStorage } from '../../../lib/test-storage';
import { applyLanguageChoice, maySetOrganisationLanguage } from './language-choice';

const memory = installMemoryStorage();
afterAll(() => memory.uninstall());

const user: SessionUser = {
  id: 'u1',
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  role: 'technician',
  mobile: null,
  picture: null,
  status: 'Active',
  approved: true,
  hasPin: false,
  permissions: ['view_work_orders'],
  createdAt: '2026-01-01T00:00:00.000Z',
  assignedSiteId: null,
  assignedSites: [],
  userSites: [],
  language: null,
};

/** What the app was asked to speak; the catalogues themselves are not loaded in a unit test. */
let activated: Language[] = [];
const activate = async (language: Language) => {
  activated.push(language);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  memory.stored.clear();
  activated = [];
  saveSession({ token: 'tok', user });
});

describe('applyLanguageChoice', () => {
  it('keeps the choice in the session and on the device, and speaks it at once', async () => {
    expect(await applyLanguageChoice('ar', activate)).toBe('ar');
    expect(currentUser()?.language).toBe('ar');
    expect(memory.stored.get('language')).toBe('ar');
    expect(activated).toEqual(['ar']);
  });

  it('on Automatic forgets the pick and follows the browser', async () => {
    vi.stubGlobal('navigator', { languages: ['es-MX', 'en'] });
    await applyLanguageChoice('hi', activate);
    expect(await applyLanguageChoice(null, activate)).toBe('es');
    expect(currentUser()?.language).toBeNull();
    expect(memory.stored.get('language')).toBe('');
    expect(activated).toEqual(['hi', 'es']);
  });

  it("on Automatic, with a browser that asks for none of the four, speaks the organisation's", async () => {
    vi.stubGlobal('navigator', { languages: ['fr-FR'] });
    memory.stored.set('organisation_language', 'hi');
    expect(await applyLanguageChoice(null, activate)).toBe('hi');
  });
});

describe('maySetOrganisationLanguage', () => {
  it('is for administrators only', () => {
    expect(maySetOrganisationLanguage(['all_permissions'])).toBe(true);
    expect(maySetOrganisationLanguage(['manage_users', 'view_work_orders'])).toBe(false);
    expect(maySetOrganisationLanguage([])).toBe(false);
  });
});

describe('the auto-lock choices', () => {
  it('count their minutes in the plural English had', () => {
    expect(t('settings.minutes', { count: 1 })).toBe('1 minute');
    expect([5, 10, 30].map((count) => t('settings.minutes', { count }))).toEqual([
      '5 minutes',
      '10 minutes',
      '30 minutes',
    ]);
  });
});
