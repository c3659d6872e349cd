import { greetingAt } from '@cmms/shared/dashboard';
import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import { dashboardKindFor, greetingKindOf } from './dashboard-kind';

const desktop = { native: false, mobile: false };
const phone = { native: false, mobile: true };
const native = { native: true, mobile: true };

describe('dashboardKindFor (requirements/dashboards.md#screens)', () => {
  it('gives each role its own dashboard on a desktop', () => {
    expect(dashboardKindFor('admin', desktop)).toBe('admin');
    expect(dashboardKindFor('SuperAdmin', desktop)).toBe('admin');
    expect(dashboardKindFor('manager', desktop)).toBe('manager');
    expect(dashboardKindFor('supervisor', desktop)).toBe('supervisor');
    expect(dashboardKindFor('technician', desktop)).toBe('technician');
    expect(dashboardKindFor('housekeeping', desktop)).toBe('housekeeping');
    expect(dashboardKindFor('client', desktop)).toBe('client');
    expect(dashboardKindFor('electrician', desktop)).toBe('generic');
    expect(dashboardKindFor('inspector', desktop)).toBe('generic');
  });

  it('replaces the supervisor, housekeeping and client dashboards on a phone', () => {
    expect(dashboardKindFor('supervisor', phone)).toBe('mobile');
    expect(dashboardKindFor('housekeeping', phone)).toBe('mobile');
    expect(dashboardKindFor('client', phone)).toBe('mobile');
    expect(dashboardKindFor('technician', phone)).toBe('technician');
    expect(dashboardKindFor('admin', phone)).toBe('admin');
    expect(dashboardKindFor('manager', phone)).toBe('manager');
  });

  it('serves every role the mobile dashboard on the native app', () => {
    for (const role of ['admin', 'manager', 'technician', 'supervisor', 'plumber']) {
      expect(dashboardKindFor(role, native)).toBe('mobile');
    }
  });
});

describe('the greeting boundaries', () => {
  it('turns afternoon at 12 and evening at 17 for admin and manager', () => {
    const kind = greetingKindOf('admin');
    expect(greetingKindOf('manager')).toBe(kind);
    expect(t(greetingAt(11, kind))).toBe('Good morning');
    expect(t(greetingAt(12, kind))).toBe('Good afternoon');
    expect(t(greetingAt(16, kind))).toBe('Good afternoon');
    expect(t(greetingAt(17, kind))).toBe('Good evening');
  });

  it('turns evening at 18 on the other dashboards, the mobile one included', () => {
    for (const name of ['technician', 'supervisor', 'mobile', 'generic'] as const) {
      const kind = greetingKindOf(name);
      expect(t(greetingAt(0, kind))).toBe('Good morning');
      expect(t(greetingAt(12, kind))).toBe('Good afternoon');
      expect(t(greetingAt(17, kind))).toBe('Good afternoon');
      expect(t(greetingAt(18, kind))).toBe('Good evening');
    }
  });
});
