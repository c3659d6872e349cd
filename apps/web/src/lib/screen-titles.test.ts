import { AREA_ROUTES, AREAS, ROOT_ROUTES } from '@cmms/shared/route-access';
import { describe, expect, it } from 'vitest';
import { ASSET_DETAIL, DEVELOPER_PAGES, QR_ASSET } from './route-guard';
import { pageTitleFor, screenTitle } from './screen-titles';

describe('screenTitle', () => {
  it('has a title for every screen the route map knows', () => {
    const keys = new Set([
      ...AREAS.flatMap((area) => AREA_ROUTES[area]),
      ...Object.keys(ROOT_ROUTES),
      ...DEVELOPER_PAGES,
      ASSET_DETAIL,
      QR_ASSET,
      'debug',
    ]);
    // A screen without a title of its own is called 'Page'.
    expect([...keys].filter((key) => screenTitle(key) === 'Page')).toEqual([]);
  });

  it("calls the client's staff page Site Staff", () => {
    expect(screenTitle('staff', 'Client')).toBe('Site Staff');
    expect(screenTitle('staff', 'manager')).toBe('Staff Directory');
  });
});

describe('pageTitleFor', () => {
  it('names the screen, or Access Denied when the role may not open it', () => {
    expect(pageTitleFor('/manager/pm', 'manager')).toBe('Preventive Maintenance');
    expect(pageTitleFor('/manager/users', 'manager')).toBe('Access Denied');
    expect(pageTitleFor('/nowhere', 'manager')).toBeNull();
  });
});
