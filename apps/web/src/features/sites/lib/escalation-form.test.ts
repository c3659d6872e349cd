import { escalationRulesBodySchema, everyPriorityRule } from '@cmms/shared/escalation';
import { describe, expect, it } from 'vitest';
import { ESCALATION_FIELDS, minutesOrHoursOf } from './escalation-form';

describe('minutesOrHoursOf', () => {
  it('reads an empty field as off', () => {
    expect(minutesOrHoursOf('')).toBeNull();
    expect(minutesOrHoursOf('   ')).toBeNull();
    expect(minutesOrHoursOf(null)).toBeNull();
    expect(minutesOrHoursOf(undefined)).toBeNull();
  });

  it('reads whole numbers, and keeps a number the form already holds', () => {
    expect(minutesOrHoursOf('30')).toBe(30);
    expect(minutesOrHoursOf(' 4 ')).toBe(4);
    expect(minutesOrHoursOf('0')).toBe(0);
    expect(minutesOrHoursOf(12)).toBe(12);
  });

  it('turns anything else into NaN, so the schema refuses it instead of switching it off', () => {
    for (const text of ['abc', '1.5', '-3', '1e3', '0x10', '30 min']) {
      expect(minutesOrHoursOf(text)).toBeNaN();
    }
  });

  it('gives the schema what it refuses with the field message, and what it takes', () => {
    const body = (notStartedMinutes: number | null, overdueHours: number | null) => ({
      rules: everyPriorityRule([{ priority: 'medium', notStartedMinutes, overdueHours }]),
    });
    const issues = (result: ReturnType<typeof escalationRulesBodySchema.safeParse>) =>
      result.success
        ? []
        : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);

    expect(
      escalationRulesBodySchema.safeParse(body(minutesOrHoursOf('30'), minutesOrHoursOf('4')))
        .success,
    ).toBe(true);
    expect(
      escalationRulesBodySchema.safeParse(body(minutesOrHoursOf(''), minutesOrHoursOf(''))).success,
    ).toBe(true);
    expect(issues(escalationRulesBodySchema.safeParse(body(minutesOrHoursOf('0'), null)))).toEqual([
      ['rules.1.notStartedMinutes', 'escalation.minutesInvalid'],
    ]);
    expect(
      issues(escalationRulesBodySchema.safeParse(body(null, minutesOrHoursOf('abc')))),
    ).toEqual([['rules.1.overdueHours', 'escalation.hoursInvalid']]);
  });
});

describe('ESCALATION_FIELDS', () => {
  it('names both fields of every priority row, as the server keys its field errors', () => {
    expect(ESCALATION_FIELDS).toEqual([
      'rules.0.notStartedMinutes',
      'rules.0.overdueHours',
      'rules.1.notStartedMinutes',
      'rules.1.overdueHours',
      'rules.2.notStartedMinutes',
      'rules.2.overdueHours',
    ]);
  });
});
